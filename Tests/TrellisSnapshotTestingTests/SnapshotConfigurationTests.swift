import Foundation
import Testing
import Trellis
import TrellisSnapshotTesting

/// Configurations as values: their parts, names and products.
@Suite struct SnapshotConfigurationTests {
    @Test func theIssuesMatrixIsEveryCombinationInOrder() {
        let matrix: [SnapshotConfiguration] = [.iPhoneSE, .iPhone15ProMax, .iPad] × [.large, .accessibilityExtraLarge] × [.light, .dark]
        #expect(matrix.count == 12)
        #expect(matrix.map(\.name) == [
            "iPhoneSE-portrait-L-light", "iPhoneSE-portrait-L-dark", "iPhoneSE-portrait-AXL-light", "iPhoneSE-portrait-AXL-dark",
            "iPhone15ProMax-portrait-L-light", "iPhone15ProMax-portrait-L-dark",
            "iPhone15ProMax-portrait-AXL-light", "iPhone15ProMax-portrait-AXL-dark",
            "iPad-portrait-L-light", "iPad-portrait-L-dark", "iPad-portrait-AXL-light", "iPad-portrait-AXL-dark",
        ])
        #expect(Set(matrix).count == 12)
        #expect(matrix[7].device == .iPhone15ProMax && matrix[7].contentSizeCategory == .accessibilityExtraLarge
            && matrix[7].userInterfaceStyle == .dark)
    }

    @Test func everyPartHasAName() {
        let one = [SnapshotConfiguration.iPhone15Pro] × [.landscape] × [.accessibilityExtraExtraExtraLarge] × [.rightToLeft]
            × .scale(1) × .locale("de_DE") × .pseudolocale × .wholeContent
        #expect(one.map(\.name) == ["iPhone15Pro-landscape-AXXXL-rtl-@1x-de_DE-pseudo-whole"])
        #expect(SnapshotConfiguration().name == "default")
        #expect(SnapshotConfiguration.size(width: 320, height: 120).name == "320x120")
        #expect(SnapshotConfiguration.allDevices.map(\.name)
            == ["iPhoneSE-portrait", "iPhone15-portrait", "iPhone15Pro-portrait", "iPhone15ProMax-portrait", "iPad-portrait",
                "iPadPro12.9-portrait"])
    }

    @Test func theRightSideWinsWhereBothSetAPart() {
        let merged = SnapshotConfiguration.iPhoneSE.merging(.iPad).merging(.dark)
        #expect(merged.device == .iPad10)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.resolvedScale == 2)
        #expect(SnapshotConfiguration.iPhone15.merging(.scale(1)).resolvedScale == 1)
    }

    /// Arabic and Hebrew lay out right to left; an explicit direction wins
    /// (Locale.Language.characterDirection).
    @Test func aRightToLeftLanguageGivesItsDirection() {
        #expect(SnapshotConfiguration.locale("ar").resolvedLayoutDirection == .rightToLeft)
        #expect(SnapshotConfiguration.locale("he_IL").resolvedLayoutDirection == .rightToLeft)
        #expect(SnapshotConfiguration.locale("de_DE").resolvedLayoutDirection == .leftToRight)
        #expect(SnapshotConfiguration.locale("ar").merging(.leftToRight).resolvedLayoutDirection == .leftToRight)
        #expect(SnapshotConfiguration().resolvedLayoutDirection == .leftToRight)
    }

    /// The window of a configuration has its settings.
    @Test func theWindowHasTheConfigurationsTraits() {
        let configuration = ([SnapshotConfiguration.iPhone15ProMax] × [.landscape] × [.accessibilityLarge] × [.dark] × [.rightToLeft])[0]
        let window = SnapshotHost.makeWindow(for: configuration)
        #expect(window.bounds.size == CGSize(width: 932, height: 430))
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        let custom = SnapshotHost.makeWindow(for: .size(width: 300, height: 200))
        #expect(custom.bounds.size == CGSize(width: 300, height: 200))
    }
}

/// Android's en-XA pseudolocale, as developer.android.com/guide/topics/
/// resources/pseudolocales describes it: "[Šéţţîñĝš one two]".
@Suite struct PseudolocaleTests {
    @Test func accentsLengthensAndBrackets() {
        let text = Pseudolocale.accented("Settings")
        #expect(text.hasPrefix("[Šéţţîñĝš"))
        #expect(text.hasSuffix("]"))
        #expect(text == "[Šéţţîñĝš one]")
    }

    @Test(arguments: ["Sign up", "Create your account", "Feels like 58°", "Wind 12 mph from the northwest, gusting to 30"])
    func growsByAboutFortyPercent(_ original: String) {
        let text = Pseudolocale.accented(original)
        let growth = Double(text.count - original.count) / Double(original.count)
        // Short strings grow more, as translations of them do (IBM's
        // guidelines: 100% and more up to 10 characters, 40% from 21 to 30).
        #expect(growth >= 0.4 && growth <= (original.count <= 10 ? 1 : 0.6), "\(original) → \(text): \(growth)")
        // Every letter of the original is accented; digits and punctuation keep their form.
        let accentedPart = text.dropFirst().prefix(original.count)
        #expect(!accentedPart.contains { $0.isASCII && $0.isLetter })
        #expect(accentedPart.filter(\.isNumber) == original.filter(\.isNumber))
    }

    @Test func isIdempotentAndKeepsEmptyText() {
        let once = Pseudolocale.accented("Log in")
        #expect(Pseudolocale.accented(once) == once)
        #expect(Pseudolocale.accented("") == "")
    }

    @Test func reachesLabelsButtonsFieldsAndTitles() {
        let controller = UIViewController()
        controller.title = "Account"
        let label = UILabel()
        label.text = "Email"
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let field = UITextField()
        field.placeholder = "Password"
        controller.view.addSubview(label)
        controller.view.addSubview(button)
        controller.view.addSubview(field)
        #expect(Pseudolocale.apply(to: controller) >= 4)
        #expect(label.text == Pseudolocale.accented("Email"))
        #expect(button.title(for: .normal) == Pseudolocale.accented("Continue"))
        #expect(field.placeholder == Pseudolocale.accented("Password"))
        #expect(controller.title == Pseudolocale.accented("Account"))
        #expect(Pseudolocale.apply(to: controller) == 0)
    }
}
