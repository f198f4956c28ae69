import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// The controls of issue 19 on one sheet, light and dark: segmented
/// controls, sliders, a stepper, progress views, a page control, compact
/// and inline date pickers, a picker view, a visual effect view and a
/// refreshing scroll view. Drawn at scale 2: the controls' corners and
/// hairlines are lost at scale 1.
@Suite struct ControlsSnapshotTests {
    /// 2024-03-15 14:30 UTC.
    static let date = Date(timeIntervalSince1970: 1_710_513_000)

    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
        let rows = [["Red", "Green", "Blue"], ["S", "M", "L", "XL"]]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
    }

    final class SheetController: UIViewController {
        let sizes = Sizes()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView(arrangedSubviews: makeRows())
            stack.axis = .vertical
            stack.spacing = 14
            stack.alignment = .fill
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ])
        }

        func row(_ views: [UIView]) -> UIStackView {
            let row = UIStackView(arrangedSubviews: views)
            row.spacing = 12
            row.alignment = .center
            return row
        }

        func makeRows() -> [UIView] {
            let cabin = UISegmentedControl(items: ["Economy", "Premium", "Business"])
            cabin.selectedSegmentIndex = 1
            let icons = UISegmentedControl(items: [UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!, "Map"])
            icons.selectedSegmentIndex = 0
            icons.selectedSegmentTintColor = .systemYellow
            icons.setEnabled(false, forSegmentAt: 2)

            let slider = UISlider()
            slider.value = 0.4
            let volume = UISlider()
            volume.minimumValueImage = UIImage(systemName: "speaker.fill")
            volume.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
            volume.value = 0.7
            volume.minimumTrackTintColor = .systemGreen

            let stepper = UIStepper()
            stepper.minimumValue = 1
            stepper.value = 1
            let travellers = UILabel()
            travellers.text = "Travellers: 1"

            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.6
            let bar = UIProgressView(progressViewStyle: .bar)
            bar.progress = 0.3
            bar.progressTintColor = .systemOrange

            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = 1
            pages.currentPageIndicatorTintColor = .systemGreen
            pages.pageIndicatorTintColor = .systemGray4

            let compact = UIDatePicker()
            compact.timeZone = TimeZone(identifier: "UTC")
            compact.date = ControlsSnapshotTests.date
            let inline = UIDatePicker()
            inline.timeZone = TimeZone(identifier: "UTC")
            inline.datePickerMode = .date
            inline.preferredDatePickerStyle = .inline
            inline.date = ControlsSnapshotTests.date

            let picker = UIPickerView()
            picker.dataSource = sizes
            picker.delegate = sizes
            picker.selectRow(1, inComponent: 0, animated: false)
            picker.selectRow(2, inComponent: 1, animated: false)
            picker.translatesAutoresizingMaskIntoConstraints = false
            picker.heightAnchor.constraint(equalToConstant: 120).isActive = true

            let backdrop = UIView()
            backdrop.backgroundColor = .systemTeal
            backdrop.translatesAutoresizingMaskIntoConstraints = false
            backdrop.heightAnchor.constraint(equalToConstant: 60).isActive = true
            let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            stripe.backgroundColor = .systemPink
            backdrop.addSubview(stripe)
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            effect.frame = CGRect(x: 60, y: 10, width: 200, height: 40)
            effect.layer.cornerRadius = 10
            effect.clipsToBounds = true
            let caption = UILabel(frame: CGRect(x: 12, y: 0, width: 180, height: 40))
            caption.text = "Thin material"
            effect.contentView.addSubview(caption)
            backdrop.addSubview(effect)

            let scroll = UIScrollView()
            scroll.backgroundColor = .secondarySystemBackground
            scroll.translatesAutoresizingMaskIntoConstraints = false
            scroll.heightAnchor.constraint(equalToConstant: 100).isActive = true
            let content = UILabel(frame: CGRect(x: 16, y: 8, width: 300, height: 24))
            content.text = "First row"
            scroll.addSubview(content)
            scroll.contentSize = CGSize(width: 300, height: 400)
            let refresh = UIRefreshControl()
            refresh.attributedTitle = NSAttributedString(string: "Updating…")
            scroll.refreshControl = refresh
            refresh.beginRefreshing()

            return [cabin, row([icons, UIView()]), slider, volume, row([stepper, travellers]), progress, bar, pages,
                    row([compact, UIView()]), inline, picker, backdrop, scroll]
        }
    }

    @Test func controlsSheet() {
        for style in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 1130))
            window.rootViewController = SheetController()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 2,
                                                  traits: UITraitCollection(userInterfaceStyle: style.1)),
                           named: style.0)
        }
    }
}
