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
}
