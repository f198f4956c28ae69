import Foundation
import Testing
@testable import Trellis

/// `UIListContentConfiguration`, `UIListContentView`, background
/// configurations and their use by table cells.
@Suite struct ListContentConfigurationTests {
    /// A cell of `width` showing `configuration`, laid out at its fitting height.
    private func cell(_ configuration: UIListContentConfiguration, width: CGFloat = 393,
                      accessory: UITableViewCell.AccessoryType = .none) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let messages = recordingDiagnostics {
            cell.accessoryType = accessory
            cell.contentConfiguration = configuration
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 400))
            window.addSubview(cell)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
            cell.frame.size.height = cell.fittingHeight(forWidth: width)
            cell.layoutIfNeeded()
        }
        #expect(messages.map(\.text) == [], "laying out a row reports nothing")
        #expect(!cell.contentView.hasAmbiguousLayout)
        return cell
    }

    private func labels(of cell: UITableViewCell) -> [UILabel] {
        cell.contentView.subviews.compactMap { $0 as? UILabel }
    }

    // MARK: - Styles

    @Test func theCellStylesUseUIKitsTextStylesAndColors() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font.pointSize == 17)
        // Subheadline is 15 points at the default size.
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        // Footnote is 13 points.
        #expect(UIListContentConfiguration.groupedFooter().textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.cell().textProperties.numberOfLines == 0)
    }

    @Test func aCellsDefaultConfigurationFollowsItsStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().style == .cell)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().style == .subtitleCell)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().style == .valueCell)
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Styled")
        #expect(configuration.text == nil)
        configuration.text = "Plain again"
        #expect(configuration.attributedText == nil)
    }

    // MARK: - Layout

    @Test func aOneLineRowIs44PointsTall() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        let row = cell(configuration)
        #expect(row.contentView is UIListContentView)
        #expect(row.frame.height == 44)
        let text = labels(of: row)[0]
        #expect(text.frame.minX == 16)
        #expect(abs(text.frame.midY - 22) <= 0.5)
    }

    @Test func aSymbolIsCenteredInItsReservedBoxAndTheTextStartsAfterIt() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Airplane Mode"
        configuration.image = UIImage(systemName: "airplane")
        let row = cell(configuration)
        let imageView = try #require(row.contentView.subviews.compactMap { $0 as? UIImageView }.first)
        // A 24-point box at the 16-point margin, then 16 points of padding.
        #expect(abs(imageView.frame.midX - (16 + 12)) < 0.01)
        #expect(abs(labels(of: row)[0].frame.minX - (16 + 24 + 16)) < 0.01)
        // The symbol is sized for the 17-point body text.
        #expect(imageView.frame.height == (17 * 1.2 * 3).rounded() / 3)
    }

    @Test func theSeparatorStartsAtTheTextAfterAnImage() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Airplane Mode"
        configuration.image = UIImage(systemName: "airplane")
        let row = cell(configuration)
        #expect(abs(row.drawnSeparatorInset.left - 56) < 0.01)
        configuration.image = nil
        row.contentConfiguration = configuration
        row.layoutIfNeeded()
        #expect(row.drawnSeparatorInset.left == 16)
        configuration.image = UIImage(systemName: "airplane")
        row.contentConfiguration = configuration
        row.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(row.drawnSeparatorInset.left == 0)
    }

    @Test func aValueCellStacksWhenItsTextsDoNotFitSideBySide() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "A title long enough to fill the row"
        configuration.secondaryText = "and a long value too"
        let row = cell(configuration, width: 320)
        let (text, value) = (labels(of: row)[0], labels(of: row)[1])
        #expect(value.frame.minY >= text.frame.maxY)
        #expect(abs(value.frame.minX - text.frame.minX) < 0.01)
    }

    @Test func rowsWithDifferentSymbolsAlignTheirText() {
        var narrow = UIListContentConfiguration.cell()
        narrow.text = "Narrow"
        narrow.image = UIImage(systemName: "wifi")
        var wide = narrow
        wide.image = UIImage(systemName: "antenna.radiowaves.left.and.right", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
        #expect(labels(of: cell(narrow))[0].frame.minX == labels(of: cell(wide))[0].frame.minX)
    }

    @Test func aValueCellPutsTheSecondaryTextAtTheTrailingMarginOnTheTextsBaseline() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let row = cell(configuration)
        let (text, value) = (labels(of: row)[0], labels(of: row)[1])
        #expect(abs(value.frame.maxX - (393 - 16)) < 0.01)
        #expect(abs(value.frame.minY - text.frame.minY) < 0.01)
        #expect(row.frame.height == 44)
    }

    @Test func anAccessoryNarrowsTheContent() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let row = cell(configuration, accessory: .disclosureIndicator)
        #expect(abs(labels(of: row)[1].frame.maxX - (393 - UITableViewCell.accessoryWidth - 16)) < 0.01)
    }

    @Test func aSubtitleRowStacksItsTextsAndGrows() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Post number 1"
        configuration.secondaryText = "2 minutes ago"
        let row = cell(configuration)
        let (text, detail) = (labels(of: row)[0], labels(of: row)[1])
        #expect(abs(detail.frame.minY - (text.frame.maxY + 3)) < 0.01)
        #expect(abs(detail.frame.minX - text.frame.minX) < 0.01)
        // 11-point margins above the text and below the detail.
        #expect(abs(text.frame.minY - 11) < 0.01)
        #expect(abs(row.frame.height - (detail.frame.maxY + 11)) < 0.01)
        #expect(row.frame.height > 44)
    }

    @Test func rowsFollowTheContentSizeCategory() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Sounds"
        configuration.image = UIImage(systemName: "speaker.wave.2.fill")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = configuration
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        window.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        window.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        cell.frame.size.height = cell.fittingHeight(forWidth: 393)
        cell.layoutIfNeeded()
        let text = labels(of: cell)[0]
        // Body text is 53 points at AX5, and the symbol grows with it.
        #expect(text.font.pointSize == 53)
        #expect(cell.frame.height > 80)
        let imageView = cell.contentView.subviews.compactMap { $0 as? UIImageView }.first
        #expect(imageView?.frame.height == (53 * 1.2 * 3).rounded() / 3)
    }

    @Test func settingAnotherListConfigurationKeepsTheContentView() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "One"
        let row = cell(configuration)
        let view = row.contentView
        configuration.text = "Two"
        row.contentConfiguration = configuration
        #expect(row.contentView === view)
        #expect(labels(of: row)[0].text == "Two")
        row.contentConfiguration = nil
        #expect(!(row.contentView is UIListContentView))
    }

    @Test func theTextPropertiesReachTheLabels() {
        var configuration = UIListContentConfiguration.groupedHeader()
        configuration.text = "Notifications"
        configuration.textProperties.color = .systemRed
        configuration.textProperties.numberOfLines = 1
        let view = UIListContentView(configuration: configuration)
        let label = view.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "NOTIFICATIONS")
        #expect(label?.textColor == .systemRed)
        #expect(label?.numberOfLines == 1)
    }

    @Test func theImageTakesTheImagePropertiesTint() {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "airplane")
        configuration.imageProperties.tintColor = .systemOrange
        let view = UIListContentView(configuration: configuration)
        #expect(view.subviews.compactMap { $0 as? UIImageView }.first?.tintColor == .systemOrange)
    }

    @Test func aContentViewRefusesAnotherKindOfConfiguration() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        let view = UIListContentView(configuration: .cell())
        #expect(!view.supports(Other()))
        let messages = recordingDiagnostics { view.configuration = Other() }
        #expect(messages.map(\.kind) == [.invalidOperation])
    }

    // MARK: - States

    @Test func aSelectedSidebarRowTurnsWhite() {
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.text = "Recipes"
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(configuration.updated(for: state).textProperties.color == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func selectingACellUpdatesItsBackgroundConfiguration() {
        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        row.backgroundConfiguration = .listGroupedCell()
        #expect(row.backgroundColor == nil)
        let background = row.subviews.first
        #expect(background?.backgroundColor == .secondarySystemGroupedBackground)
        row.setSelected(true, animated: false)
        #expect(background?.backgroundColor == .systemGray4)
        row.setSelected(false, animated: false)
        #expect(background?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func theUpdateHandlerHearsEachNewState() {
        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        var states: [Bool] = []
        row.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        row.setHighlighted(true, animated: false)
        row.setHighlighted(false, animated: false)
        #expect(states == [true, false])
    }

    @Test func backgroundStylesUseTheSemanticColors() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        var sidebar = UICellConfigurationState(traitCollection: UITraitCollection())
        sidebar.isSelected = true
        let selected = UIBackgroundConfiguration.listSidebarCell().updated(for: sidebar)
        #expect(selected.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(selected.cornerRadius == 10)
    }

    @Test func aHeaderViewShowsItsContentConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        var configuration = header.defaultContentConfiguration()
        configuration.text = "Account"
        header.contentConfiguration = configuration
        let view = header.contentView.subviews.first as? UIListContentView
        #expect(view != nil)
        #expect(view?.subviews.compactMap { ($0 as? UILabel)?.text } == ["Account"])
    }
}

/// The default background of table rows.
@Suite struct TableRowBackgroundTests {
    private func firstCell(style: UITableView.Style, configure: ((UITableViewCell) -> Void)? = nil) -> UITableViewCell? {
        final class Source: NSObject, UITableViewDataSource {
            var configure: ((UITableViewCell) -> Void)?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                configure?(cell)
                return cell
            }
        }
        let source = Source()
        source.configure = configure
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), style: style)
        table.dataSource = source
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        window.layoutIfNeeded()
        return withExtendedLifetime(source) { table.visibleCells.first }
    }

    @Test func groupedRowsStandOnTheSecondaryGroupedBackground() {
        // "Use this color for grouped content, including table views"
        // (developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground).
        // Identity: dynamic colors that agree in light mode compare equal.
        #expect(firstCell(style: .insetGrouped)?.backgroundColor === UIColor.secondarySystemGroupedBackground)
        #expect(firstCell(style: .grouped)?.backgroundColor === UIColor.secondarySystemGroupedBackground)
        #expect(firstCell(style: .plain)?.backgroundColor === UIColor.systemBackground)
    }

    @Test func aBackgroundTheAppSetIsKept() {
        #expect(firstCell(style: .insetGrouped) { $0.backgroundColor = .systemPink }?.backgroundColor == .systemPink)
    }
}
