import Cassowary

extension UIView {
    /// The constraints the hierarchy's layout engine holds now, as the
    /// solver has them (frames, intrinsic sizes, guides and active
    /// `NSLayoutConstraint`s as linear constraints with their priorities),
    /// in the order they were added; empty before the hierarchy's first use
    /// of Auto Layout. For `trellis bench shapes --export`, so that other
    /// solvers can be timed on exactly the system a layout pass solves.
    @_spi(LayoutEngine) public var layoutEngineConstraints: [Cassowary.Constraint] {
        rootView.layoutEngine?.solver.constraints ?? []
    }
}
