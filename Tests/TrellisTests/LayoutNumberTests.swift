import Foundation
import Testing
@testable import Trellis

/// Numbers handed to layout by code. UIKit traps on a constraint whose
/// constant or multiplier is NaN or infinite, and so does Trellis, with
/// UIKit's words. Every other number layout cannot use (beyond
/// `LayoutLimits`: a constant of 1e308 crashed the solver, a spacing of
/// 1e308 gave infinite frames) is refused where it enters, reported to
/// `LayoutDiagnostics` naming the constraint or view, and layout goes on
/// with the rest: no frame is ever infinite or NaN.
@Suite struct LayoutNumberTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    /// A box pinned to the root's top left with a height of 10, whose width is left to the test.
    func box(_ identifier: String = "box") -> UIView {
        let box = autoLayoutView(identifier)
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return box
    }

    func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    // MARK: - Programmer errors UIKit traps on

    /// UIKit: "NSLayoutConstraint constant is not finite!  That's illegal.
    /// constant:inf firstAnchor:<NSLayoutYAxisAnchor:0x… "…bottom">
    /// secondAnchor:<…>", raised from `constraintWithAnchor:…` through
    /// `setConstant:` (github.com/ephread/Instructions issue 282).
    @Test func aConstantThatIsNotFiniteTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = UIView()
            _ = view.widthAnchor.constraint(equalToConstant: .infinity)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:0x"))
        #expect(output.contains(".width\"> secondAnchor:(null)"))
    }

    /// The same assertion guards the `constant` setter of a live constraint.
    @Test func settingAConstantToNaNTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            root.addSubview(child)
            let constraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            constraint.isActive = true
            constraint.constant = .nan
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutXAxisAnchor:0x"))
    }

    /// UIKit: "Multiplier is not finite!  That's illegal.  multiplier:nan",
    /// an assertion in `-[NSLayoutConstraint _setMultiplier:]` under
    /// `+constraintWithItem:…` (github.com/motion-kit/motion-kit issue 87).
    @Test func aMultiplierThatIsNotFiniteTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = UIView(), b = UIView()
            _ = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                   multiplier: .nan, constant: 0)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Multiplier is not finite!  That's illegal.  multiplier:nan"))
    }

    // MARK: - Finite numbers beyond the limits

    /// A constant of 1e308 reached the solver and crashed it (a nil unwrap
    /// in the tableau); UIKit's own engine fails inside on such constants
    /// too (rdar://15480988: CGFLOAT_MAX "crashes layout engine"). The
    /// constraint is refused at activation, naming it, and the rest lays out.
    @Test(arguments: [1e308, -1e308, 2e9])
    func aConstantBeyondTheLimitsIsRefusedAtActivation(constant: CGFloat) {
        let box = self.box()
        let huge = box.widthAnchor.constraint(equalToConstant: constant)
        huge.identifier = "huge"
        let messages = recordingDiagnostics {
            huge.isActive = true
            root.layoutIfNeeded()
        }
        #expect(!huge.isActive)
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("Unable to activate constraint <NSLayoutConstraint:") == true)
        #expect(messages.first?.text.contains("'huge'") == true)
        #expect(messages.first?.text.contains("its constant \(constant) is beyond ±1e9 points") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    }

    @Test func aMultiplierBeyondTheLimitsIsRefusedAtActivation() {
        let box = self.box()
        let huge = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e308)
        let messages = recordingDiagnostics {
            huge.isActive = true
            root.layoutIfNeeded()
        }
        #expect(!huge.isActive)
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("its multiplier 1e+308 is beyond ±1e6") == true)
        #expect(box.frame.width == 0)
    }

    /// The solver takes coefficients within 1e-8 of zero for zero: a width
    /// of 1e-9 × 1e9 + 5 came out 5, not 6. Such a multiplier is refused
    /// at activation rather than silently dropped.
    @Test func aMultiplierTooNearZeroForTheSolverIsRefused() {
        let big = self.box("big"), small = self.box("small")
        big.widthAnchor.constraint(equalToConstant: 1e9).isActive = true
        let tiny = small.widthAnchor.constraint(equalTo: big.widthAnchor, multiplier: 1e-9, constant: 5)
        let messages = recordingDiagnostics {
            tiny.isActive = true
            root.layoutIfNeeded()
        }
        #expect(!tiny.isActive)
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("its multiplier 1e-09 is nearer 0 than ±1e-7") == true)
        let smallest = small.widthAnchor.constraint(equalTo: big.widthAnchor, multiplier: LayoutLimits.minimumMultiplier, constant: 5)
        smallest.isActive = true
        root.layoutIfNeeded()
        #expect(small.frame.width == 105)
    }

    /// A multiplier of standard spacings so large that the constant
    /// overflows is refused like any constant beyond the limits, rather
    /// than trapping as a constant that is not finite.
    @Test func aSystemSpacingMultiplierThatOverflowsIsRefusedNotTrapped() {
        let box = self.box()
        let far = box.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1e308)
        let messages = recordingDiagnostics { far.isActive = true }
        #expect(!far.isActive)
        #expect(far.constant == .greatestFiniteMagnitude)
        #expect(messages.map(\.kind) == [.invalidValue])
    }

    @Test func settingAConstantBeyondTheLimitsKeepsTheOldOne() {
        let box = self.box()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        let messages = recordingDiagnostics {
            width.constant = 1e308
            root.layoutIfNeeded()
        }
        #expect(width.constant == 100)
        #expect(width.isActive)
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("Ignored constant 1e+308 for <NSLayoutConstraint:") == true)
        #expect(messages.first?.text.contains("It stays 100.") == true)
        #expect(box.frame.width == 100)
    }

    /// The largest numbers the limits let through, together, still solve.
    @Test func constantsAndMultipliersAtTheLimitsSolve() {
        let big = self.box("big"), small = self.box("small"), far = self.box("far")
        let messages = recordingDiagnostics {
            NSLayoutConstraint.activate([
                big.widthAnchor.constraint(equalToConstant: LayoutLimits.maximumLength),
                small.widthAnchor.constraint(equalTo: big.widthAnchor, multiplier: 1 / LayoutLimits.maximumMultiplier, constant: -LayoutLimits.maximumLength),
                far.widthAnchor.constraint(equalTo: small.widthAnchor, multiplier: LayoutLimits.maximumMultiplier),
            ])
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(big.frame.width == 1e9)
        #expect(abs(small.frame.size.width - (1e3 - 1e9)) < 1e-3)
        #expect(abs(far.frame.size.width / ((1e3 - 1e9) * 1e6) - 1) < 1e-12)
    }

    /// Each constraint is within the limits, but sixty widths, each a
    /// million times the last, multiply past `Double`'s range. Views whose
    /// solved frame is not finite keep their frames, and the log names them.
    @Test func aChainOfMultipliersPastDoublesRangeLeavesNoFrameInfinite() {
        var views = [self.box("v0")]
        var constraints = [views[0].widthAnchor.constraint(equalToConstant: 1)]
        for index in 1..<60 {
            let view = self.box("v\(index)")
            constraints.append(view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor, multiplier: 1e6))
            views.append(view)
        }
        let messages = recordingDiagnostics {
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        #expect(views.allSatisfy { isFinite($0.frame) })
        #expect(abs(views[10].frame.width / 1e60 - 1) < 1e-12)
        #expect(messages.contains { $0.kind == .invalidValue && $0.text.contains("'v59'") && $0.text.contains("not finite") })
    }

    /// Some numbers reach the solver only in sums, or from places that do
    /// not check them: a controller's `additionalSafeAreaInsets` of 1e308
    /// becomes the safe-area guide's constants. The engine leaves such a
    /// constraint out, says which, and lays out the rest.
    @Test func aGuideConstantBeyondTheSolversRangeIsLeftOut() {
        let controller = UIViewController()
        let view = controller.view!
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let box = autoLayoutView("box")
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        view.layoutIfNeeded()
        let messages = recordingDiagnostics {
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1e308, left: 0, bottom: 0, right: 0)
            view.layoutIfNeeded()
        }
        #expect(messages.contains { $0.kind == .invalidValue && $0.text.hasPrefix("Layout left out <UILayoutGuide constraint") })
        #expect(isFinite(box.frame) && isFinite(view.frame))
        #expect(box.frame.size == CGSize(width: 10, height: 10))
    }

    // MARK: - Frames, bounds, centre

    /// UIKit raises `CALayerInvalidGeometry`, "CALayer position contains
    /// NaN: [240 nan]" for a frame or centre with NaN and "CALayer bounds
    /// contains NaN: [nan 0; nan 15]" for bounds (newbetuts.com/3025176,
    /// blog.csdn.net/haoxindasoft/article/details/50984753). Trellis says
    /// the same and keeps the view where it was.
    @Test func geometryWithNaNIsReportedInCoreAnimationsWordsAndIgnored() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(view)
        let messages = recordingDiagnostics {
            view.frame = CGRect(x: 10, y: CGFloat.nan, width: 30, height: 40)
            view.center = CGPoint(x: CGFloat.nan, y: 0)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40)
            root.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidOperation, .invalidOperation, .invalidOperation])
        #expect(messages[0].text.contains("CALayer position contains NaN: [25.0 nan]"))
        #expect(messages[1].text.contains("CALayer position contains NaN: [nan 0.0]"))
        #expect(messages[2].text.contains("CALayer bounds contains NaN: [0.0 0.0; nan 40.0]"))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func framesBeyondTheLimitsAreIgnored() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(view)
        let messages = recordingDiagnostics {
            view.frame = CGRect(x: 0, y: 0, width: 1e308, height: 40)
            view.center = CGPoint(x: -1e300, y: 0)
            view.bounds.origin = CGPoint(x: 0, y: 5e9)
            root.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(messages[0].text.contains("its width 1e+308 is beyond ±1e9 points"))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds.origin == .zero)
    }

    /// `init(frame:)` takes what the `frame` setter takes; anything else
    /// starts the view at `.zero`, so the solver never sees it.
    @Test func aViewMadeWithAFrameBeyondTheLimitsStartsAtZero() {
        let messages = recordingDiagnostics {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e308, height: .infinity))
            root.addSubview(view)
            root.layoutIfNeeded()
            #expect(view.frame == .zero)
        }
        #expect(messages.map(\.kind) == [.invalidOperation])
        #expect(messages.first?.text.contains("its width 1e+308 is beyond ±1e9 points") == true)
    }

    // MARK: - Margins

    /// UIKit documents nothing for margins that are not numbers; it makes
    /// them the constants of the margins guide's constraints, which its
    /// engine asserts are finite ("NSLayoutConstraint constant is not
    /// finite!", github.com/ephread/Instructions issue 282). Here they are
    /// reported and the view keeps its margins.
    @Test func marginsLayoutCannotTakeAreIgnored() {
        let box = autoLayoutView("box")
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let messages = recordingDiagnostics {
            root.layoutMargins = UIEdgeInsets(top: .nan, left: 8, bottom: 8, right: 8)
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 1e308, bottom: 8, trailing: 8)
            root.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(messages[0].text.contains("its top NaN is not a number of points"))
        #expect(messages[1].text.contains("its left 1e+308 is beyond ±1e9 points"))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(box.frame == CGRect(x: 8, y: 8, width: 10, height: 10))
    }

    // MARK: - Intrinsic content size

    /// An `intrinsicContentSize` override that returns NaN or 1e308 on an
    /// axis gives that axis no intrinsic size; the other axis keeps its own.
    /// UIKit turns the size into the constants of content-size constraints
    /// (NSContentSizeLayoutConstraint), which its engine cannot take when
    /// not finite or as large as CGFLOAT_MAX (rdar://15480988).
    @Test(arguments: [CGFloat.nan, .infinity, 1e308])
    func anIntrinsicSizeLayoutCannotTakeCountsAsNone(width: CGFloat) {
        let content = ContentView(width, 20)
        content.accessibilityIdentifier = "content"
        root.addSubview(content)
        let messages = recordingDiagnostics {
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                content.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("'content' returned an intrinsicContentSize") == true)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 0, height: 20))
    }

    // MARK: - Fitting

    /// `CGFloat.greatestFiniteMagnitude` is a common target meaning "as
    /// large as it likes"; it counts as the largest length layout takes.
    @Test func fittingToTheGreatestFiniteMagnitudeGivesFiniteSizes() {
        let content = ContentView(50, 20)
        let size = content.systemLayoutSizeFitting(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .nan),
                                                   withHorizontalFittingPriority: .fittingSizeLevel,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 50, height: 20))
    }

    // MARK: - Tables

    /// UIKit asserts on negative row heights ("Invalid row height provided
    /// by table delegate. Value must be greater than zero or
    /// UITableViewAutomaticDimension.", github.com/frankodwyer/FODFormKit
    /// issue 19) but takes 1e308, which makes the content infinitely tall.
    /// A height layout cannot take is sized automatically instead, and the
    /// first one is reported.
    @Test(arguments: [CGFloat.nan, .infinity, 1e308])
    func aRowHeightLayoutCannotTakeIsSizedAutomatically(height: CGFloat) {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let messages = recordingDiagnostics {
            table.rowHeight = height
            table.estimatedRowHeight = height
            table.dataSource = rows
            table.layoutIfNeeded()
        }
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("can't use a height of \(height) for row 0 of section 0") == true)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.height == table.rectForRow(at: IndexPath(row: 1, section: 0)).height)
        #expect(first.height > 0 && first.height < 100)
        #expect(table.contentSize.height.isFinite && table.contentSize.height < 100_000)
    }

    // MARK: - Labels

    /// UIKit documents no behaviour for a wrap width that is not a number;
    /// a label measured at NaN points wide has no size, so the width is
    /// refused and the label keeps wrapping where it did.
    @Test func aPreferredMaxLayoutWidthLayoutCannotTakeIsIgnored() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Some words to wrap"
        label.preferredMaxLayoutWidth = 60
        let before = label.intrinsicContentSize
        let messages = recordingDiagnostics {
            label.preferredMaxLayoutWidth = .nan
            label.preferredMaxLayoutWidth = 1e300
        }
        #expect(messages.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(label.preferredMaxLayoutWidth == 60)
        #expect(label.intrinsicContentSize == before)
    }
}

/// Font sizes from code. UIKit documents that a size "must be greater than
/// 0.0" (developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:))
/// and says nothing of 0, and no source found gives iOS's answer for
/// `systemFont(ofSize: 0)` (it is not documented as 17, the label size);
/// Core Text, which UIFont wraps, gives 0 its default size ("If 0.0
/// is specified, the default font size of 12.0 is used",
/// developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)),
/// and AppKit's font guide gives the default for "0 or a negative number"
/// (developer.apple.com/library/mac/documentation/cocoa/Conceptual/FontHandling/Tasks/CreatingAFontObject.html;
/// NSFont.systemFont(ofSize:): "If you specify 0.0 or a negative number for
/// this parameter, the method returns the system font at the default size",
/// developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)).
/// So 0 and below give Core Text's 12.
@Suite struct FontSizeTests {
    @Test(arguments: [CGFloat(0), -4, -CGFloat.greatestFiniteMagnitude])
    func aFontOfZeroOrNegativeSizeIsTwelvePoints(size: CGFloat) {
        let messages = recordingDiagnostics {
            #expect(UIFont.systemFont(ofSize: size).pointSize == 12)
            #expect(UIFont.systemFont(ofSize: 17).withSize(size).pointSize == 12)
        }
        #expect(messages.isEmpty)
    }

    /// NaN used to become 0 silently; it is 12 points now, and the log says why.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aFontSizeThatIsNotANumberIsTwelvePointsAndReported(size: CGFloat) {
        let messages = recordingDiagnostics {
            #expect(UIFont.systemFont(ofSize: size).pointSize == 12)
            #expect(UIFont(name: "Inter-Bold", size: size)?.pointSize == 12)
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.kind == .invalidValue && $0.text.contains("it is not a finite number") })
    }

    /// Pango keeps sizes in 1/1024 point as 32-bit integers; a larger size
    /// would overflow there, so it is held to the maximum.
    @Test func aHugeFontSizeIsHeldToTheMaximum() {
        var font = UIFont.systemFont(ofSize: 17)
        let messages = recordingDiagnostics { font = UIFont.systemFont(ofSize: 1e9) }
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(font.pointSize == UIFont.maximumPointSize)
        #expect(font.lineHeight.isFinite && font.lineHeight > 1000)
    }

    /// `init(descriptor:size:)` keeps the descriptor's size for 0, as in UIKit,
    /// but NaN is not taken for "no size".
    @Test func aDescriptorFontAtNaNIsTwelvePointsNotTheDescriptorsSize() {
        let descriptor = UIFont.systemFont(ofSize: 30).fontDescriptor
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 30)
        let messages = recordingDiagnostics {
            #expect(UIFont(descriptor: descriptor, size: .nan).pointSize == 12)
        }
        #expect(messages.count == 1)
    }
}
