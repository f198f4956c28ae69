import AdaptiveLayout
import TrellisExamples
import Foundation
import Testing
import Trellis

@Suite struct FlightCardTests {
    static func card(width: CGFloat, category: UIContentSizeCategory) -> FlightCardView {
        let card = FlightCardView(frame: rect(0, 0, width, 844))
        card.traitOverrides.preferredContentSizeCategory = category
        card.layoutIfNeeded()
        return card
    }

    struct Case: Sendable, CustomStringConvertible {
        let width: CGFloat
        let category: UIContentSizeCategory
        let airports: FlightCardView.AirportArrangement
        let metadata: FlightCardView.MetadataArrangement
        let height: CGFloat
        var description: String { "\(width) \(category.rawValue)" }
    }

    /// iPhone SE (375), iPhone 15 (393) and iPad (820) at four text sizes.
    static let cases: [Case] = [
        Case(width: 375, category: .extraSmall, airports: .sideBySide, metadata: .oneRow, height: 203),
        Case(width: 375, category: .large, airports: .sideBySide, metadata: .twoRows, height: 282),
        Case(width: 375, category: .extraExtraExtraLarge, airports: .sideBySide, metadata: .twoRows, height: 331),
        Case(width: 375, category: .accessibilityExtraExtraExtraLarge, airports: .stacked, metadata: .onePerLine, height: 1084),
        Case(width: 393, category: .extraSmall, airports: .sideBySide, metadata: .oneRow, height: 203),
        Case(width: 393, category: .large, airports: .sideBySide, metadata: .oneRow, height: 220),
        Case(width: 393, category: .extraExtraExtraLarge, airports: .sideBySide, metadata: .twoRows, height: 331),
        Case(width: 393, category: .accessibilityExtraExtraExtraLarge, airports: .stacked, metadata: .onePerLine, height: 1084),
        Case(width: 820, category: .extraSmall, airports: .sideBySide, metadata: .oneRow, height: 203),
        Case(width: 820, category: .large, airports: .sideBySide, metadata: .oneRow, height: 220),
        Case(width: 820, category: .extraExtraExtraLarge, airports: .sideBySide, metadata: .oneRow, height: 255),
        Case(width: 820, category: .accessibilityExtraExtraExtraLarge, airports: .sideBySide, metadata: .twoRows, height: 562),
    ]

    @Test(arguments: cases)
    func picksTheExpectedArrangement(_ expected: Case) {
        let card = Self.card(width: expected.width, category: expected.category)
        #expect(card.airportArrangement == expected.airports)
        #expect(card.metadataArrangement == expected.metadata)
        #expect(card.airplane.superview != nil || expected.airports == .stacked)
        // The container's height is its intrinsic height at the card's
        // width; the scroll view scrolls when that is taller than the screen.
        #expect(card.container.frame == rect(0, 0, expected.width, expected.height))
        #expect(card.scrollView.contentSize == CGSize(width: expected.width, height: expected.height))
    }

    @Test(arguments: cases)
    func nothingOverlapsAndEverythingFitsTheWidth(_ expected: Case) {
        let card = Self.card(width: expected.width, category: expected.category)
        let arrangement = card.container.arrangement!
        var absolute: [ObjectIdentifier: CGRect] = [:]
        var leaves: [CGRect] = [], wrappers: [CGRect] = []
        let wrapperIDs = Set(([card.originWrapper, card.destinationWrapper] + card.metadataWrappers).map(ObjectIdentifier.init))
        for placement in arrangement.placements {
            let origin = placement.parent.flatMap { absolute[ObjectIdentifier($0)]?.origin } ?? .zero
            let frame = placement.frame.offsetBy(dx: origin.x, dy: origin.y)
            absolute[ObjectIdentifier(placement.view)] = frame
            if wrapperIDs.contains(ObjectIdentifier(placement.view)) { wrappers.append(frame) } else { leaves.append(frame) }
            #expect(frame.minX >= 0 && frame.maxX <= expected.width, "\(placement.view) at \(frame)")
        }
        #expect(leaves.count == 6 + 8 + (expected.airports == .sideBySide ? 1 : 0))
        for group in [leaves, wrappers] {
            for i in group.indices {
                for j in group.indices where j > i {
                    #expect(!group[i].intersects(group[j]), "\(group[i]) overlaps \(group[j])")
                }
            }
        }
    }

    @Test func airplaneIsCentredBetweenTheAirports() {
        let card = Self.card(width: 393, category: .large)
        let origin = card.originWrapper.frame, destination = card.destinationWrapper.frame, plane = card.airplane.frame
        #expect(plane.midY == origin.midY)
        #expect(plane.minX - origin.maxX == destination.minX - plane.maxX)
    }

    @Test func changingTheTextSizeRearrangesTheCard() {
        let card = Self.card(width: 393, category: .large)
        #expect(card.metadataArrangement == .oneRow)
        card.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        card.layoutIfNeeded()
        #expect(card.airportArrangement == .stacked)
        #expect(card.metadataArrangement == .onePerLine)
        #expect(card.airplane.superview == nil)
        card.traitOverrides.preferredContentSizeCategory = .large
        card.layoutIfNeeded()
        #expect(card.airportArrangement == .sideBySide)
        #expect(card.metadataArrangement == .oneRow)
        #expect(card.container.frame.height == 220)
    }

    @Test func rotatingRearrangesTheCard() {
        let card = Self.card(width: 375, category: .large)
        #expect(card.metadataArrangement == .twoRows)
        card.frame = rect(0, 0, 667, 375)
        card.layoutIfNeeded()
        #expect(card.metadataArrangement == .oneRow)
    }
}
