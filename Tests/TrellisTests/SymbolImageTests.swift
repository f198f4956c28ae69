import Foundation
import Testing
@testable import Trellis

/// Symbol images (`UIImage(systemName:)`) drawn from Bootstrap Icons.
@Suite struct SymbolImageTests {
    /// The height of a medium symbol for `pointSize`-point text, on the 3x pixel grid.
    private func mediumHeight(_ pointSize: CGFloat) -> CGFloat { ((pointSize * 1.2) * 3).rounded() / 3 }

    @Test func anUnknownNameGivesNilAsInUIKit() {
        // UIKit: "the image object, or nil if no system symbol image with
        // that name exists" (developer.apple.com/documentation/uikit/uiimage/init(systemname:)).
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func aSymbolIsATemplateSymbolImage() throws {
        let image = try #require(UIImage(systemName: "house.fill"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.symbolConfiguration != nil)
        #expect(UIImage().isSymbolImage == false)
    }

    @Test func everyNameInTheTableLoads() {
        let names = SymbolCatalog.symbolNames
        #expect(names.count >= 150)
        let missing = names.filter { UIImage(systemName: $0) == nil }
        #expect(missing.isEmpty, "no Bootstrap icon for \(missing)")
    }

    @Test func theSamplesSymbolsAreAllThere() {
        // Every `systemName:` in ../shared/uikit-samples and the bar glyphs.
        let names = ["airplane", "wifi", "antenna.radiowaves.left.and.right", "app.badge", "speaker.wave.2.fill", "clock.fill",
                     "rectangle.portrait.and.arrow.right", "text.bubble", "house", "house.fill", "magnifyingglass", "tray", "tray.fill",
                     "ellipsis.circle", "folder", "tray.full", "fork.knife", "briefcase", "trash", "video.fill", "photo",
                     "person.crop.circle", "mappin.and.ellipse", "pencil", "leaf.fill", "bell.badge.fill", "chart.line.uptrend.xyaxis",
                     "chevron.backward", "chevron.forward", "plus", "square.and.arrow.up", "gearshape", "xmark", "checkmark"]
        #expect(names.filter { UIImage(systemName: $0) == nil } == [])
    }

    @Test func aSymbolWithoutAConfigurationIsSizedFor17PointText() throws {
        let image = try #require(UIImage(systemName: "star"))
        // 17 points: the body style at the default size; Bootstrap icons are square.
        #expect(image.size == CGSize(width: mediumHeight(17), height: mediumHeight(17)))
        #expect(abs(image.size.height - 20.333) < 0.001)
    }

    @Test func thePointSizeSizesTheSymbol() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 56, weight: .regular)))
        #expect(image.size.height == mediumHeight(56))
        #expect(image.symbolConfiguration?.resolvedWeight == .regular)
    }

    @Test func smallIsAFifthSmallerAndLargeAThirdLargerThanMedium() throws {
        // AppKit's documentation of the same scales: small "approximately 20%
        // smaller", large "approximately 30% larger" than medium
        // (developer.apple.com/documentation/appkit/nsimage/symbolscale/small, …/large).
        func height(_ scale: UIImage.SymbolScale) throws -> CGFloat {
            try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: scale))).size.height
        }
        let medium = try height(.medium)
        #expect(abs(try height(.small) - medium * 0.8) < 0.34)
        #expect(abs(try height(.large) - medium * 1.3) < 0.34)
        #expect(try height(.default) == medium)
    }

    @Test func aTextStyleFollowsTheContentSizeCategory() throws {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let configuration = UIImage.SymbolConfiguration(textStyle: .body).withTraitCollection(ax5)
        let image = try #require(UIImage(systemName: "bell", withConfiguration: configuration))
        // The body style is 53 points at AX5 (Apple's Dynamic Type table).
        #expect(image.size.height == mediumHeight(53))
        let large = try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)
            .withTraitCollection(UITraitCollection(preferredContentSizeCategory: .large))))
        #expect(large.size.height == mediumHeight(17))
    }

    @Test func aFontSizesAndWeighsTheSymbol() throws {
        let font = UIFont.systemFont(ofSize: 28, weight: .semibold)
        let image = try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(font: font)))
        #expect(image.size.height == mediumHeight(28))
        #expect(image.symbolConfiguration?.resolvedWeight == .semibold)
    }

    @Test func applyingAConfigurationKeepsWhatItDoesNotSpecify() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(combined.pointSize == 20)
        #expect(combined.weight == .bold)
        #expect(combined.scale == .small)
        // A size from the other configuration replaces every size here.
        let restyled = base.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(restyled.pointSize == 0)
        #expect(restyled.textStyle == .title1)
        #expect(restyled.weight == .bold)
        #expect(base.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(!base.isEqual(to: combined))
    }

    @Test func withConfigurationResizesASymbolAndLeavesOtherImagesAlone() throws {
        let symbol = try #require(UIImage(systemName: "gear"))
        let bigger = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(bigger.size.height == mediumHeight(40))
        #expect(bigger.isSymbolImage)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
    }

    @Test func aBadPointSizeIsReportedAndLeftUnspecified() {
        let messages = recordingDiagnostics {
            let configuration = UIImage.SymbolConfiguration(pointSize: .nan)
            #expect(configuration.pointSize == 0)
        }
        #expect(messages.count == 1)
    }

    @Test func anImageViewAppliesItsPreferredSymbolConfiguration() throws {
        let imageView = UIImageView(image: UIImage(systemName: "tray"))
        #expect(imageView.intrinsicContentSize.height == mediumHeight(17))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 56, weight: .regular)
        #expect(imageView.intrinsicContentSize.height == mediumHeight(56))
        // The image keeps its own configuration; the view shows it resized.
        #expect(imageView.image?.size.height == mediumHeight(17))
    }

    @Test func anImageViewSizesATextStyleSymbolForItsContentSizeCategory() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        let imageView = UIImageView(image: UIImage(systemName: "tray", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        window.addSubview(imageView)
        #expect(imageView.intrinsicContentSize.height == mediumHeight(53))
    }

    @Test func anImageViewDrawsASymbolInItsTintColor() throws {
        let imageView = UIImageView(image: UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        imageView.frame = CGRect(origin: .zero, size: imageView.intrinsicContentSize)
        imageView.tintColor = .red
        let canvas = Canvas(width: 48, height: 48)
        canvas.draw(imageView)
        #expect(canvas.pixel(24, 24) == [255, 0, 0, 255])
    }

    @Test func aSymbolsOwnTintWinsOverTheViews() throws {
        // "For symbol images, this method returns an image that always uses
        // the specified tint color" (developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)).
        let image = try #require(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let imageView = UIImageView(image: image.withTintColor(.blue))
        imageView.frame = CGRect(origin: .zero, size: imageView.intrinsicContentSize)
        imageView.tintColor = .red
        let canvas = Canvas(width: 48, height: 48)
        canvas.draw(imageView)
        #expect(canvas.pixel(24, 24) == [0, 0, 255, 255])
    }

    @Test func withoutTheIconPackageSymbolsAreNilAndOneMessageSaysWhatToInstall() {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let messages = recordingDiagnostics {
            SymbolCatalog.$directory.withValue(missing) {
                #expect(UIImage(systemName: "house") == nil)
                #expect(UIImage(systemName: "star") == nil)
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.text.contains("bootstrap-icons") == true)
    }

    // MARK: - Baselines

    /// A symbol is drawn centred on the cap height of its point size, so its
    /// baseline lies (height − cap height) / 2 above its bottom; Apple's
    /// forum thread 716773 reads a 64-point `chevron.compact.down` as 25.67
    /// points tall with `baselineOffsetFromBottom` −10.33, which that rule
    /// gives within a point. Other images have no baseline.
    @Test func aSymbolHasABaselineCentringItOnTheCapHeight() throws {
        let star = try #require(UIImage(systemName: "star"))
        let capHeight = UIFont.systemFont(ofSize: 17).capHeight
        let offset = try #require(star.baselineOffsetFromBottom)
        #expect(star.hasBaseline)
        #expect(abs(offset - (star.size.height - capHeight) / 2) <= 1.0 / 6)
        #expect(offset > 0 && offset < star.size.height / 2)
        let large = try #require(star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 64)).baselineOffsetFromBottom)
        #expect(abs(large - (mediumHeight(64) - UIFont.systemFont(ofSize: 64).capHeight) / 2) <= 1.0 / 6)
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(bitmap.baselineOffsetFromBottom == nil && !bitmap.hasBaseline)
    }

    /// `withBaselineOffset(fromBottom:)` gives any image a baseline and
    /// `imageWithoutBaseline()` takes a symbol's away; variants keep them.
    @Test func aBaselineCanBeSetAndRemovedAndVariantsKeepIt() throws {
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let based = bitmap.withBaselineOffset(fromBottom: 3)
        #expect(based.baselineOffsetFromBottom == 3)
        #expect(based.withRenderingMode(.alwaysTemplate).baselineOffsetFromBottom == 3)
        #expect(based.withTintColor(.red).baselineOffsetFromBottom == 3)
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(star.imageWithoutBaseline().withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).hasBaseline == false)
    }

    /// An image view's baselines are its image's: a symbol beside a label,
    /// their first baselines equal, sits on the label's baseline.
    @Test func anImageViewAlignsItsSymbolOnTheBaseline() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        label.text = "Favourites"
        label.font = .systemFont(ofSize: 17)
        let icon = UIImageView(image: UIImage(systemName: "star"))
        for view in [label, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            icon.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let offset = try #require(icon.image?.baselineOffsetFromBottom)
        let labelBaseline = label.frame.maxY - label.baselineOffsetsFromBottom.first
        #expect(abs((icon.frame.maxY - offset) - labelBaseline) < 0.01)
        // Without a baseline the image view's bottom is its baseline.
        icon.image = UIImage(systemName: "star")?.imageWithoutBaseline()
        root.layoutIfNeeded()
        #expect(abs(icon.frame.maxY - labelBaseline) < 0.01)
    }
}

