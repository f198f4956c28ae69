import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// The layout checks find each kind of problem on a deliberately broken
/// screen, name it by view path and identifier, and stay quiet on a clean one.
@Suite(.serialized) struct LayoutCheckTests {
    final class ScreenController: UIViewController {
        let build: (UIView) -> Void
        init(_ build: @escaping (UIView) -> Void) {
            self.build = build
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            build(view)
        }
    }

    /// An iPhone SE window showing the controller `build` fills.
    func window(_ size: UIContentSizeCategory = .large, build: @escaping (UIView) -> Void) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE3)
        window.setPreferredContentSizeCategory(size)
        window.rootViewController = ScreenController(build)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func label(_ text: String, _ identifier: String? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        label.accessibilityIdentifier = identifier
        return label
    }

    @Test func aCleanScreenHasNoFindings() {
        let findings = assertLayoutClean(of: window { view in
            let title = self.label("Title")
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
        })
        #expect(findings.isEmpty)
    }

    @Test func aDeliberateConflictIsFoundWithTheBrokenConstraint() {
        let findings = LayoutChecks.findings(in: window { view in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.accessibilityIdentifier = "box"
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor), box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
            ])
        })
        let conflicts = findings.filter { $0.kind == .conflictingConstraints }
        #expect(conflicts.count == 1, "\(findings)")
        // The second width is the one broken; it is installed on the box itself.
        #expect(conflicts.first?.path == "UIWindow > ScreenController.view > UIView")
        #expect(conflicts.first?.identifier == "box")
        #expect(conflicts.first?.detail.contains("width == 200") == true, "\(conflicts)")
    }

    @Test func aConflictReportedWhileTheScreenIsBuiltIsCaught() {
        // The engine's message is caught too when the screen is built inside the check.
        let findings = assertLayoutClean(of: window { view in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor), box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200),
            ])
        }, ignoring: [.conflictingConstraints])
        #expect(findings.map(\.kind) == [.conflictingConstraints])
    }

    @Test func anAmbiguousViewIsFound() {
        let findings = LayoutChecks.findings(in: window { view in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.accessibilityIdentifier = "floating"
            view.addSubview(box)
            // A size and a top, but nothing places it horizontally.
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
        })
        #expect(findings.map(\.kind) == [.ambiguousLayout], "\(findings)")
        #expect(findings.first?.identifier == "floating")
    }

    @Test func aViewOutsideTheWindowIsFoundButScrolledContentIsNot() {
        let findings = LayoutChecks.findings(in: window { view in
            let offscreen = UIView(frame: CGRect(x: 360, y: 100, width: 40, height: 40))
            offscreen.backgroundColor = .systemRed
            offscreen.accessibilityIdentifier = "badge"
            offscreen.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            view.addSubview(offscreen)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            scroll.addSubview(UIView(frame: CGRect(x: 0, y: 2000, width: 100, height: 100)))
            view.insertSubview(scroll, at: 0)
        })
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.kind == .outsideWindow)
        #expect(findings.first?.identifier == "badge")
        // iPhone SE: 375 points wide, so 360 + 40 is 25 points over.
        #expect(findings.first?.detail == "partly outside: (360, 100, 40, 40) in a window of 375×667")
    }

    @Test func overlappingSiblingLabelsAreFound() {
        let findings = LayoutChecks.findings(in: window { view in
            let price = self.label("Price"), total = self.label("Total", "total")
            for label in [price, total] { view.addSubview(label) }
            NSLayoutConstraint.activate([
                price.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                price.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                total.topAnchor.constraint(equalTo: view.topAnchor, constant: 105),
                total.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
            ])
        })
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.kind == .overlappingText)
        #expect(findings.first?.path == "UIWindow > ScreenController.view > UILabel \"Total\"")
        #expect(findings.first?.detail.hasPrefix("overlaps UILabel \"Price\" by ") == true)
    }

    /// A truncation introduced at accessibility sizes is caught (issue 23):
    /// a one-line label in a fixed width fits at the default size and is
    /// truncated at AX5.
    @Test func aTruncationIntroducedAtAccessibilitySizesIsCaught() {
        func screen(_ size: UIContentSizeCategory) -> UIWindow {
            window(size) { view in
                let title = self.label("Departures", "title")
                title.font = .preferredFont(forTextStyle: .body)
                title.adjustsFontForContentSizeCategory = true
                view.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    title.widthAnchor.constraint(equalToConstant: 150),
                ])
            }
        }
        #expect(LayoutChecks.findings(in: screen(.large)).isEmpty)
        let findings = LayoutChecks.findings(in: screen(.accessibilityExtraExtraExtraLarge))
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.kind == .truncatedText)
        #expect(findings.first?.description.hasPrefix("truncated text: UIWindow > ScreenController.view > UILabel \"Departures\" [id \"title\"]: ends in an ellipsis at 150×") == true,
                "\(findings)")
    }

    @Test func aLabelShorterThanItsLinesIsFoundCutOff() {
        let findings = LayoutChecks.findings(in: window { view in
            let note = self.label("A note long enough to need three lines at this width", "note")
            note.numberOfLines = 0
            view.addSubview(note)
            NSLayoutConstraint.activate([
                note.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                note.widthAnchor.constraint(equalToConstant: 150), note.heightAnchor.constraint(equalToConstant: 21),
            ])
        })
        #expect(findings.map(\.kind) == [.truncatedText], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("cut off: needs ") == true)
    }

    /// The strategy's text: one finding a line, recorded as the reference.
    @Test func theStrategyListsFindingsAsText() {
        let screen = window { view in
            let price = self.label("Price"), total = self.label("Total", "total")
            for label in [price, total] { view.addSubview(label) }
            NSLayoutConstraint.activate([
                price.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                price.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                total.topAnchor.constraint(equalTo: view.topAnchor, constant: 105),
                total.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
            ])
        }
        assertSnapshot(of: screen, as: .layoutChecks, named: "overlap")
    }
}
