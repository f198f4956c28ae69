import AdaptiveLayout
import Foundation
import Testing
import Trellis

/// Issue 22: hosting a layout whose views change arrangement, in a
/// hierarchy with Auto Layout, logged "Could not move Box: Constraint … is
/// not in the solver" while views moved between the container and box
/// wrappers. Any layout diagnostic here is a failure.
@Suite struct HostingTests {
    /// The chain of choices in a container pinned by Auto Layout,
    /// through widths that change which alternatives are shown, with boxes
    /// (wrappers) that appear and disappear around shared views.
    @Test func viewsChangingArrangementLogNothing() throws {
        var layout = Layout.empty
        for index in 0..<16 {
            let big = Block(100, 10, "big \(index)"), small = Block(10, 10, "small \(index)")
            let boxed = big.layout.box(wrapper: Block(0, 0, "wrapper \(index)"), insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            layout = layout + boxed.or(small.layout)
        }
        let tail = Block(200, 10, "tail")
        layout = layout + tail.layout
        let root = UIView(frame: rect(0, 0, 2000, 800))
        let container = LayoutContainer(layout)
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 400)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            width,
        ])
        let messages = recordingDiagnostics {
            for points in [400, 1900, 450, 360, 1000, 700, 400, 2000, 300, 1200] {
                width.constant = CGFloat(points)
                root.layoutIfNeeded()
            }
        }
        #expect(messages.isEmpty, "\(messages.map(\.text))")
        #expect(container.arrangement?.width == 1200)
    }

    /// The same view shown directly in one alternative and inside a box's
    /// wrapper in the other, nested wrappers, and a view that leaves a
    /// wrapper the container keeps: every move between parents, in both
    /// directions, in a hierarchy with an engine.
    @Test func viewsMovingBetweenWrappersAndTheContainerLogNothing() throws {
        let a = Block(60, 10, "a"), b = Block(60, 10, "b"), c = Block(30, 10, "c")
        let outer = Block(0, 0, "outer"), inner = Block(0, 0, "inner")
        let nested = (a.layout + b.layout.box(wrapper: inner)).box(wrapper: outer)
        let flat = [a.layout, b.layout].vertical().box(wrapper: outer) + c.layout
        let layout = nested.or(flat).or(a.layout + b.layout + c.layout)
        let root = UIView(frame: rect(0, 0, 400, 400))
        let container = LayoutContainer(layout, frame: rect(0, 0, 200, 100))
        root.addSubview(container)
        // An Auto Layout view beside it gives the hierarchy an engine.
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        NSLayoutConstraint.activate([pinned.widthAnchor.constraint(equalToConstant: 10)])
        let messages = recordingDiagnostics {
            for width in [200, 100, 50, 200, 50, 100, 200] {
                container.frame = rect(0, 0, CGFloat(width), 100)
                root.layoutIfNeeded()
            }
        }
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    /// Random layouts with wrapped boxes, nested boxes and views shared
    /// between alternatives (seeded), hosted in a container pinned by Auto
    /// Layout beside an Auto Layout sibling, through random widths and text
    /// sizes: no diagnostic, and every shown view in the container's subtree.
    @Test func randomLayoutsChangingArrangementLogNothing() throws {
        var random = SplitMix64(seed: 16)
        for _ in 0..<40 {
            var reusable: [Block] = [], made: [Block] = []
            let layout = randomLayout(depth: 3, random: &random, reusable: &reusable, made: &made)
            let root = UIView(frame: rect(0, 0, 1000, 1000))
            let container = LayoutContainer(layout)
            container.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(container)
            let width = container.widthAnchor.constraint(equalToConstant: 300)
            NSLayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                width,
            ])
            let messages = recordingDiagnostics {
                for _ in 0..<8 {
                    width.constant = CGFloat(20 + random.next(below: 40) * 10)
                    root.layoutIfNeeded()
                    let shown = container.arrangement?.placements ?? []
                    for placement in shown {
                        #expect(placement.view.isDescendant(of: container))
                    }
                }
            }
            #expect(messages.isEmpty, "\(messages.map(\.text))")
        }
    }

    /// A random layout. A view is new, or taken from `reusable` (views of a
    /// choice's first alternative, which its second may show again, each
    /// once): views are shared between alternatives as FlightCard shares
    /// them, never shown twice in one arrangement.
    private func randomLayout(depth: Int, random: inout SplitMix64, reusable: inout [Block], made: inout [Block]) -> Layout {
        var layout = Layout.empty
        for _ in 0..<(1 + random.next(below: 3)) {
            let piece: Layout
            switch random.next(below: 10) {
            case 0..<3:
                if !reusable.isEmpty && random.next(below: 2) == 0 {
                    piece = reusable.remove(at: random.next(below: reusable.count)).layout
                } else {
                    let block = Block(CGFloat(10 * (1 + random.next(below: 10))), 10, "box")
                    made.append(block)
                    piece = block.layout
                }
            case 3:
                piece = .newline(space: 2)
            case 4, 5:
                let contents = depth > 0 ? randomLayout(depth: depth - 1, random: &random, reusable: &reusable, made: &made) : Block(20, 10).layout
                let wrapper = random.next(below: 2) == 0 ? Block(0, 0, "wrapper") : nil
                let width: Width = [.basedOnContents, .absolute(60), .flexible(min: 10)][random.next(below: 3)]
                piece = contents.box(wrapper: wrapper, width: width, insets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
            default:
                if depth > 0 {
                    let before = made.count
                    let first = randomLayout(depth: depth - 1, random: &random, reusable: &reusable, made: &made)
                    var fromFirst = Array(made[before...])
                    piece = first.or(randomLayout(depth: depth - 1, random: &random, reusable: &fromFirst, made: &made))
                } else {
                    piece = Block(30, 10).layout
                }
            }
            layout = layout + piece
        }
        return layout
    }
}
