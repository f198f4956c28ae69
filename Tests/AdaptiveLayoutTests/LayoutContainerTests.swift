import AdaptiveLayout
import Foundation
import Testing
import Trellis

@Suite struct LayoutContainerTests {
    @Test func addsAndRemovesViewsAsTheChoiceChanges() {
        let a = Block(60, 10), b = Block(40, 10), c = Block(30, 10)
        let container = LayoutContainer((a.layout + b.layout).or(c.layout), frame: rect(0, 0, 100, 50))
        let ownView = UIView()
        container.addSubview(ownView)
        container.layoutIfNeeded()
        #expect(a.superview === container && b.superview === container)
        #expect(c.superview == nil)
        #expect(b.frame == rect(60, 0, 40, 10))

        container.frame = rect(0, 0, 90, 50)
        container.layoutIfNeeded()
        #expect(a.superview == nil && b.superview == nil)
        #expect(c.superview === container)
        #expect(c.frame == rect(0, 0, 30, 10))
        // Views it did not add stay.
        #expect(ownView.superview === container)
    }

    @Test func wrapperContentsBecomeTheWrappersSubviews() {
        let wrapper = UIView(), a = Block(30, 10)
        let container = LayoutContainer(a.layout.box(wrapper: wrapper, insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
                                        frame: rect(0, 0, 100, 50))
        container.layoutIfNeeded()
        #expect(wrapper.superview === container)
        #expect(a.superview === wrapper)
        #expect(wrapper.frame == rect(0, 0, 100, 20))
        #expect(a.frame == rect(5, 5, 30, 10))
    }

    @Test func intrinsicHeightFollowsTheWidthInAutoLayout() {
        let a = Block(60, 10), b = Block(60, 10)
        let root = UIView(frame: rect(0, 0, 200, 400))
        let container = LayoutContainer([a.layout, b.layout].horizontal(space: 10).or([a.layout, b.layout].vertical(space: 5)))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            width,
        ])
        // Before any width: the layout at unlimited width.
        #expect(container.intrinsicContentSize == CGSize(width: 130, height: 10))
        root.layoutIfNeeded()
        #expect(container.frame == rect(0, 8, 150, 10))
        #expect(b.frame == rect(70, 0, 60, 10))

        width.constant = 100
        root.layoutIfNeeded()
        #expect(container.frame == rect(0, 8, 100, 25))
        #expect(b.frame == rect(0, 15, 60, 10))
        #expect(container.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 25))
    }

    @Test func sizeThatFitsMeasuresAtTheGivenWidth() {
        let a = Block(60, 10), b = Block(60, 10)
        let container = LayoutContainer([a.layout, b.layout].horizontal().or([a.layout, b.layout].vertical()))
        #expect(container.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 120, height: 10))
        #expect(container.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 60, height: 20))
    }

    @Test func decidesAgainWhenTheContentSizeCategoryChanges() {
        func label(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            return label
        }
        let root = UIView(frame: rect(0, 0, 300, 600))
        root.traitOverrides.preferredContentSizeCategory = .large
        let a = label("Departure"), b = label("Arrival")
        let container = LayoutContainer([a.layout, b.layout].horizontal(space: 8).or([a.layout, b.layout].vertical()),
                                        frame: rect(0, 0, 200, 300))
        root.addSubview(container)
        root.layoutIfNeeded()
        #expect(b.frame.minY == 0)

        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        #expect(b.frame.minY == a.frame.maxY)
        #expect(b.frame.minX == 0)

        // The detached labels followed the category, so going back fits again.
        root.traitOverrides.preferredContentSizeCategory = .large
        root.layoutIfNeeded()
        #expect(b.frame.minY == 0)
        #expect(b.frame.minX == a.frame.maxX + 8)
    }

    @Test func countsMeasurementsThroughAnInjectedCounter() {
        let a = Block(60, 10), b = Block(60, 10)
        let container = LayoutContainer([a.layout, b.layout].horizontal(), frame: rect(0, 0, 200, 50))
        let counter = MeasurementCounter()
        container.measurementCounter = counter
        container.layoutIfNeeded()
        #expect(counter.count == 2)
        // The same width again: the arrangement is reused, nothing measured.
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(counter.count == 2)
    }
}
