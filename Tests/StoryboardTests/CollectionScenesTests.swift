import Foundation
import Testing
import Trellis
@testable import Storyboard

/// A collection view controller scene: its items come from two prototypes.
final class GridViewController: UICollectionViewController, StoryboardInstantiable {
    var names = ["Ant", "Bee", "Cat", "Dog", "Eel"]

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item == 0 ? "Plain" : "Name", for: indexPath)
        (cell as? NameCell)?.nameLabel.text = names[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// The custom class of the "Name" prototype, with an outlet to its label.
final class NameCell: UICollectionViewCell {
    @Outlet var nameLabel: UILabel!
}

/// A storyboard holding one collection view controller scene; `layout`
/// replaces the flow layout's attributes when given.
func collectionStoryboard(layoutAttributes: String = #"minimumLineSpacing="4" minimumInteritemSpacing="6" scrollDirection="vertical""#,
                          itemSize: String = #"width="100" height="60""#) throws -> UIStoryboard {
    let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Grd-VC-001">
    <scenes>
    <scene sceneID="Grd-Sc-001"><objects>
    <collectionViewController id="Grd-VC-001" customClass="GridViewController" customModule="StoryboardTests" sceneMemberID="viewController">
      <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grd-CV-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) id="Grd-FL-001">
          <size key="itemSize" \(itemSize)/>
          <size key="headerReferenceSize" width="0.0" height="30"/>
          <size key="footerReferenceSize" width="0.0" height="0.0"/>
          <inset key="sectionInset" minX="8" minY="2" maxX="8" maxY="0.0"/>
        </collectionViewFlowLayout>
        <cells>
          <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Plain" id="Grd-Ce-001">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="Grd-CC-001">
              <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            </view>
          </collectionViewCell>
          <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Name" id="Grd-Ce-002" customClass="NameCell" customModule="StoryboardTests">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="Grd-CC-002">
              <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
              <subviews>
                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Grd-Lb-001">
                  <rect key="frame" x="8" y="8" width="84" height="20"/>
                </label>
              </subviews>
              <constraints>
                <constraint firstItem="Grd-Lb-001" firstAttribute="leading" secondItem="Grd-CC-002" secondAttribute="leading" constant="8" id="Grd-Co-001"/>
                <constraint firstItem="Grd-Lb-001" firstAttribute="top" secondItem="Grd-CC-002" secondAttribute="top" constant="8" id="Grd-Co-002"/>
              </constraints>
            </collectionViewCellContentView>
            <connections>
              <outlet property="nameLabel" destination="Grd-Lb-001" id="Grd-Ou-001"/>
            </connections>
          </collectionViewCell>
          <collectionViewCell opaque="NO" contentMode="center" id="Grd-Ce-003">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
          </collectionViewCell>
        </cells>
        <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" reuseIdentifier="Header" id="Grd-Hd-001">
          <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
          <color key="backgroundColor" systemColor="systemYellowColor"/>
        </collectionReusableView>
        <connections>
          <outlet property="dataSource" destination="Grd-VC-001" id="Grd-Ou-002"/>
          <outlet property="delegate" destination="Grd-VC-001" id="Grd-Ou-003"/>
        </connections>
      </collectionView>
    </collectionViewController>
    </objects></scene>
    </scenes>
    </document>
    """
    return UIStoryboard(name: "Grid", document: try IBDocument(data: Data(xml.utf8), fileName: "Grid.storyboard"))
}

@Suite struct CollectionScenesTests {
    init() {
        Storyboard.register(GridViewController.self)
        Storyboard.register(name: "NameCell") { NameCell(frame: .zero) }
        Storyboard.register(name: "StoryboardTests.NameCell") { NameCell(frame: .zero) }
    }

    func loadGrid(_ reports: Reports, storyboard: UIStoryboard? = nil) throws -> (GridViewController, UIWindow) {
        let storyboard = try storyboard ?? collectionStoryboard()
        let grid = try #require(try reports.capture { try storyboard.initialViewController() } as? GridViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        reports.capture {
            window.rootViewController = grid
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        return (grid, window)
    }

    @Test func aCollectionSceneLoadsItsFlowLayoutAndDequeuesItsPrototypes() throws {
        let reports = Reports()
        let (grid, _) = try loadGrid(reports)
        let collectionView = try #require(grid.collectionView)
        #expect(collectionView === grid.view)
        #expect(collectionView.dataSource === grid && collectionView.delegate === grid)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(grid.collectionViewLayout === layout)
        #expect(layout.itemSize == CGSize(width: 100, height: 60))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 2, left: 8, bottom: 0, right: 8))
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
        // 304 points between the insets: two 100-point items a row (a third
        // would need 312), the 98 left over widening the gap to 104.
        let cells = collectionView.visibleCells
        #expect(cells.count == 5)
        #expect(type(of: cells[0]) == UICollectionViewCell.self && cells[0].reuseIdentifier == "Plain")
        #expect(cells[0].frame == CGRect(x: 8, y: 32, width: 100, height: 60))
        #expect(cells[1].frame == CGRect(x: 212, y: 32, width: 100, height: 60))
        #expect(cells[2].frame == CGRect(x: 8, y: 96, width: 100, height: 60))
        #expect(cells[4].frame == CGRect(x: 8, y: 160, width: 100, height: 60))
        let bee = try #require(cells[1] as? NameCell)
        let cat = try #require(cells[2] as? NameCell)
        #expect(bee !== cat && bee.reuseIdentifier == "Name")
        #expect(bee.nameLabel.text == "Bee" && cat.nameLabel.text == "Cat")
        #expect(bee.nameLabel.superview === bee.contentView && bee.nameLabel.frame.origin == CGPoint(x: 8, y: 8))
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.reuseIdentifier == "Header" && header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(components(header?.backgroundColor) == components(.systemYellow))
        // The prototype with no reuse identifier is reported, not registered.
        #expect(reports.messages.map(\.text).contains(
            "Grid.storyboard:41: prototype <collectionViewCell id=\"Grd-Ce-003\"> has no reuse identifier; it cannot be dequeued and was skipped"))
    }

    @Test func malformedLayoutNumbersAreReportedAndTheDefaultsKept() throws {
        let reports = Reports()
        let storyboard = try collectionStoryboard(layoutAttributes: #"minimumLineSpacing="ten" minimumInteritemSpacing="1e999" scrollDirection="diagonal""#,
                                                  itemSize: #"width="-5" height="nan""#)
        let (grid, _) = try loadGrid(reports, storyboard: storyboard)
        let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.itemSize == CGSize(width: 50, height: 50))
        let texts = reports.messages.map(\.text)
        #expect(texts.contains { $0.contains("minimumLineSpacing=\"ten\": not a number; the default is kept") })
        #expect(texts.contains { $0.contains("minimumInteritemSpacing=\"1e999\"") })
        #expect(texts.contains { $0.contains("scrollDirection=\"diagonal\": not a known value") })
        #expect(texts.contains { $0.contains("width=\"-5\": negative; the itemSize is not set") })
        #expect(grid.collectionView.visibleCells.count == 5)
    }

    @Test func nibsRegisterCellsAndCellRegistrations() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <collectionViewCell opaque="NO" contentMode="center" id="Nib-Ce-001" customClass="NameCell" customModule="StoryboardTests">
          <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
          <view key="contentView" opaque="NO" contentMode="center" id="Nib-CC-001">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <subviews>
              <label opaque="NO" text="Name" id="Nib-Lb-001"><rect key="frame" x="4" y="4" width="72" height="20"/></label>
            </subviews>
          </view>
          <connections><outlet property="nameLabel" destination="Nib-Lb-001" id="Nib-Ou-001"/></connections>
        </collectionViewCell>
        </objects>
        </document>
        """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let reports = Reports()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(nib, forCellWithReuseIdentifier: "Name")
        let registration = UICollectionView.CellRegistration<NameCell, String>(cellNib: nib) { cell, _, name in cell.nameLabel.text = name }
        let first = reports.capture { collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: IndexPath(item: 0, section: 0)) as? NameCell }
        #expect(first?.nameLabel.text == "Name" && first?.reuseIdentifier == "Name")
        let configured = reports.capture { collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 1, section: 0), item: "Owl") }
        #expect(configured.nameLabel.text == "Owl" && configured !== first)
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }

    @Test func collectionViewControllerInCodeMakesItsOwnCollectionView() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === layout && controller.clearsSelectionOnViewWillAppear)
    }
}
