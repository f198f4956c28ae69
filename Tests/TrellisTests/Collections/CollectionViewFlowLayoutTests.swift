import Foundation
import Testing
@testable import Trellis

/// Flow layout frames computed by hand from UIKit's documented rules:
/// - as many items fit in a line as the minimum interitem spacing allows,
///   "after the number of items is determined, the actual spacing may
///   possibly be adjusted upward" (developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing):
///   a full line spreads its leftover space between its items;
/// - the section's last line keeps the minimum spacing and starts at the
///   leading inset ("On the last line, it used exactly the
///   minimumInteritemSpacing value and doesn't fill entirely the line",
///   newbedev.com/collection-view-grid-last-row-appears-differently-despite-equal-widths-swift-ios;
///   "UICollectionViewFlowLayout's last row is left-aligned", openradar.me/20825965);
/// - an item alone on a line that is not the last is centered ("if an item
///   ended up on a line by itself, it would be centered by the flow
///   layout", ask-dev.ru/info/73648, the answer behind
///   UICollectionViewLeftAlignedLayout);
/// - "the flow layout object centers items vertically on the same line ...
///   The overall height or width of the line is then determined by the
///   largest item in that dimension" (Collection View Programming Guide
///   for iOS, "Using the Flow Layout");
/// - headers and footers: "for the vertical scrolling direction, the
///   layout object uses the height ... the width of the header would be
///   set to the width of the collection view"
///   (developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
@Suite struct CollectionViewFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        // developer.apple.com/documentation/uikit/uicollectionviewflowlayout: itemSize
        // 50×50, minimumLineSpacing 10, minimumInteritemSpacing 10, the rest zero.
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero && layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
    }

    @Test func fullRowsAreJustifiedAndTheLastRowIsPackedAtTheLeadingInset() {
        // 300 points between the insets: three 90-point items with 10 between
        // them take 290, so the 10 left over widen both gaps by 5.
        let collectionView = flowCollectionView(SizedItems(count: 7)) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        }
        #expect(collectionView.itemFrame(0) == CGRect(x: 10, y: 5, width: 90, height: 50))
        #expect(collectionView.itemFrame(1) == CGRect(x: 115, y: 5, width: 90, height: 50))
        #expect(collectionView.itemFrame(2) == CGRect(x: 220, y: 5, width: 90, height: 50))
        #expect(collectionView.itemFrame(3) == CGRect(x: 10, y: 65, width: 90, height: 50))
        #expect(collectionView.itemFrame(6) == CGRect(x: 10, y: 125, width: 90, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 180))
    }

    @Test func rightToLeftLayoutsMirrorTheRows() {
        let source = SizedItems(count: 7)
        let collectionView = flowCollectionView(source) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        }
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        // The first item of each row at the right, the last row packed at the right inset.
        #expect(collectionView.itemFrame(0) == CGRect(x: 220, y: 5, width: 90, height: 50))
        #expect(collectionView.itemFrame(2) == CGRect(x: 10, y: 5, width: 90, height: 50))
        #expect(collectionView.itemFrame(6) == CGRect(x: 220, y: 125, width: 90, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 220)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 30)) == IndexPath(item: 0, section: 0))
    }

    @Test func theLastRowKeepsTheMinimumSpacing() {
        let collectionView = flowCollectionView(SizedItems(count: 5)) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        #expect(collectionView.itemFrame(3) == CGRect(x: 10, y: 60, width: 90, height: 50))
        #expect(collectionView.itemFrame(4) == CGRect(x: 110, y: 60, width: 90, height: 50))
    }

    @Test func anItemAloneOnARowIsCenteredUnlessTheRowIsTheLast() {
        let source = SizedItems(count: 2)
        source.layoutSizes = [[CGSize(width: 250, height: 40), CGSize(width: 250, height: 40)]]
        let collectionView = flowCollectionView(source) {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        #expect(collectionView.itemFrame(0) == CGRect(x: 35, y: 0, width: 250, height: 40))
        #expect(collectionView.itemFrame(1) == CGRect(x: 10, y: 50, width: 250, height: 40))
    }

    @Test func itemsAreCenteredInTheHeightOfTheirRow() {
        let source = SizedItems(count: 4)
        source.layoutSizes = [[CGSize(width: 100, height: 50), CGSize(width: 100, height: 30),
                               CGSize(width: 100, height: 20), CGSize(width: 100, height: 20)]]
        let collectionView = flowCollectionView(source)
        // 100 + 10 + 100 + 10 + 100 = 320: three per row; the row is 50 tall.
        #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(collectionView.itemFrame(1) == CGRect(x: 110, y: 10, width: 100, height: 30))
        #expect(collectionView.itemFrame(2) == CGRect(x: 220, y: 15, width: 100, height: 20))
        #expect(collectionView.itemFrame(3) == CGRect(x: 0, y: 60, width: 100, height: 20))
    }

    @Test func headersAndFootersSpanTheWidthOutsideTheSectionInsets() {
        let collectionView = flowCollectionView(SizedItems([Array(repeating: CGSize(width: 50, height: 50), count: 2),
                                                            Array(repeating: CGSize(width: 50, height: 50), count: 1)])) {
            $0.itemSize = CGSize(width: 100, height: 40)
            $0.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
            $0.headerReferenceSize = CGSize(width: 1, height: 30)
            $0.footerReferenceSize = CGSize(width: 1, height: 20)
        }
        let header = IndexPath(item: 0, section: 1)
        // Section 0: header 0–30, inset 8, one row 38–78, inset 12, footer 90–110.
        #expect(collectionView.itemFrame(0) == CGRect(x: 16, y: 38, width: 100, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                       at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 90, width: 320, height: 20))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
            == CGRect(x: 0, y: 110, width: 320, height: 30))
        #expect(collectionView.itemFrame(0, 1) == CGRect(x: 16, y: 148, width: 100, height: 40))
        #expect(collectionView.contentSize.height == 220)
        // The views on screen are the data source's, where the layout says.
        let shown = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header) as? TitleHeader
        #expect(shown?.title == "header 1" && shown?.frame == CGRect(x: 0, y: 110, width: 320, height: 30))
    }

    @Test func horizontalLayoutsFillColumnsTopToBottom() {
        // 190 points tall: four 40-point items with 10 between them fit exactly.
        let collectionView = flowCollectionView(SizedItems(count: 10), size: CGSize(width: 320, height: 190)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 40)
        }
        #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(collectionView.itemFrame(3) == CGRect(x: 0, y: 150, width: 50, height: 40))
        #expect(collectionView.itemFrame(4) == CGRect(x: 60, y: 0, width: 50, height: 40))
        #expect(collectionView.itemFrame(9) == CGRect(x: 120, y: 50, width: 50, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 170, height: 190))
    }

    @Test func horizontalHeadersTakeTheirWidthAndTheFullHeight() {
        let collectionView = flowCollectionView(SizedItems(count: 3), size: CGSize(width: 320, height: 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 50)
            $0.headerReferenceSize = CGSize(width: 24, height: 999)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        }
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 24, height: 200))
        #expect(collectionView.itemFrame(0) == CGRect(x: 30, y: 0, width: 50, height: 50))
        // 200 tall: three 50s with 10s are 170; the last column is packed at the top.
        #expect(collectionView.itemFrame(2) == CGRect(x: 30, y: 120, width: 50, height: 50))
    }

    @Test func selfSizingCellsTakeTheirFittingSize() {
        let source = SizedItems([[CGSize(width: 100, height: 30), CGSize(width: 120, height: 60), CGSize(width: 80, height: 40),
                                  CGSize(width: 150, height: 20)]])
        let collectionView = flowCollectionView(source) {
            $0.estimatedItemSize = CGSize(width: 50, height: 50)
        }
        // 100 + 10 + 120 + 10 + 80 = 320 fills the first row exactly; it is 60 tall.
        #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 15, width: 100, height: 30))
        #expect(collectionView.itemFrame(1) == CGRect(x: 110, y: 0, width: 120, height: 60))
        #expect(collectionView.itemFrame(2) == CGRect(x: 240, y: 10, width: 80, height: 40))
        #expect(collectionView.itemFrame(3) == CGRect(x: 0, y: 70, width: 150, height: 20))
        #expect(collectionView.contentSize.height == 90)
        // The cells on screen have those frames too.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 120, height: 60))
    }

    @Test func automaticSizeSelfSizesHorizontally() {
        let source = SizedItems([[CGSize(width: 70, height: 30), CGSize(width: 40, height: 90), CGSize(width: 60, height: 50)]])
        let collectionView = flowCollectionView(source, size: CGSize(width: 320, height: 150)) {
            $0.scrollDirection = .horizontal
            $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        // A column holds 30 + 10 + 90 = 130 ≤ 150, not 190; it is 70 wide,
        // items centered across it; the last column is packed at the top.
        #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 70, height: 30))
        #expect(collectionView.itemFrame(1) == CGRect(x: 15, y: 60, width: 40, height: 90))
        #expect(collectionView.itemFrame(2) == CGRect(x: 80, y: 0, width: 60, height: 50))
        #expect(collectionView.contentSize.width == 140)
    }

    @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() {
        let collectionView = flowCollectionView(SizedItems(count: 1)) {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
            $0.sectionInsetReference = .fromLayoutMargins
        }
        // A view's default layout margins are 8 points on each side.
        #expect(collectionView.itemFrame(0)?.minX == 12)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        let sections = [Array(repeating: CGSize(width: 50, height: 50), count: 30), Array(repeating: CGSize(width: 50, height: 50), count: 30)]
        let collectionView = flowCollectionView(SizedItems(sections), size: CGSize(width: 110, height: 200)) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        // Two items a row: 15 rows of 50 with 10 between are 890; section 0's items are 40–930.
        let header0 = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        collectionView.contentOffset.y = 300
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 300)
        // Near the section's end the next section's content pushes it up.
        collectionView.contentOffset.y = 900
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 890)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 930)
    }

    @Test func aWidthChangeLaysOutAgain() {
        let collectionView = flowCollectionView(SizedItems(count: 4)) { $0.itemSize = CGSize(width: 100, height: 50) }
        #expect(collectionView.itemFrame(3)?.origin == CGPoint(x: 0, y: 60))
        collectionView.frame.size.width = 430
        collectionView.layoutIfNeeded()
        #expect(collectionView.itemFrame(3)?.origin == CGPoint(x: 330, y: 0))
    }

    @Test func delegateSpacingAndInsetsWinOverTheLayouts() {
        final class Spaced: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat { 30 }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets { UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0) }
        }
        let source = Spaced()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 20)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.itemFrame(1)?.minY == 52)
        #expect(collectionView.itemFrame(2) == CGRect(x: 0, y: 102, width: 200, height: 20))
    }

    @Test func anItemWiderThanTheViewIsReportedAndLaidOutAnyway() {
        var collectionView: UICollectionView?
        let messages = recordingDiagnostics {
            collectionView = flowCollectionView(SizedItems(count: 2)) { $0.itemSize = CGSize(width: 400, height: 50) }
        }
        #expect(messages.contains { $0.text.contains("item 0.0 is wider") })
        #expect(collectionView?.itemFrame(1) == CGRect(x: 0, y: 60, width: 400, height: 50))
    }
}
