import Trellis

// `#Preview` for UIKit, declared as iOS 17's UIKit declares it (Apple's
// documentation, UIKit › Preview(_:traits:body:), the UIView and the
// UIViewController forms): an optional name, any number of traits, and a
// main-actor closure that makes the view or view controller. `import UIKit`
// alone brings it, as on iOS, where UIKit declares these macros itself.
//
// The macro (TrellisPreviewMacros) expands to a `PreviewRegistry` type
// that `trellis preview` finds and draws (docs/previews.md).

/// A preview of a view, which fills the device's screen unless a layout
/// trait says otherwise.
///
///     #Preview("Badge", traits: .sizeThatFitsLayout) {
///         BadgeView(count: 3)
///     }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// A preview of a view controller, shown as its window's root view
/// controller on the device.
///
///     #Preview("Settings", traits: .landscapeLeft) {
///         UINavigationController(rootViewController: SettingsViewController())
///     }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")
