import Trellis

/// What a `#Preview` makes: its name, its traits and the closure that
/// builds its content. Xcode's `Preview` (DeveloperToolsSupport) has the
/// same initializers for UIKit, which its macros call and apps do not.
@MainActor
public struct Preview {
    /// The name given to `#Preview`, if any (Xcode then labels the preview
    /// with its line number, as `trellis preview` does).
    public let displayName: String?
    /// The traits in the order written; where two of a kind disagree the
    /// last wins (`layout`, `orientation`).
    public let traits: [PreviewTrait<ViewTraits>]
    /// What the preview shows, made anew each time it is drawn.
    public let content: Content

    /// The kinds of content a UIKit preview has.
    public enum Content {
        case view(@MainActor () -> UIView)
        case viewController(@MainActor () -> UIViewController)
    }

    /// The trait kind of previews of views and view controllers, the only
    /// one UIKit's `#Preview` takes (DeveloperToolsSupport's `Preview.ViewTraits`).
    public enum ViewTraits {}

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> UIView) {
        self.displayName = name
        self.traits = traits
        self.content = .view(body)
    }

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> UIViewController) {
        self.displayName = name
        self.traits = traits
        self.content = .viewController(body)
    }

    /// The layout the traits choose: the device's screen (`.defaultLayout`)
    /// when none does.
    public var layout: PreviewTrait<ViewTraits>.Layout {
        traits.reduce(.device) { layout, trait in
            if case let .layout(chosen) = trait.kind { chosen } else { layout }
        }
    }

    /// Whether a trait chooses the orientation; `trellis preview` draws the
    /// others in the orientation chosen on its page.
    package var hasOrientationTrait: Bool {
        traits.contains { if case .orientation = $0.kind { true } else { false } }
    }

    /// The orientation the traits choose: upright (`.portrait`) when none
    /// does, as in Xcode ("the default orientation if you don't specify one").
    public var orientation: UIDeviceOrientation {
        traits.reduce(.portrait) { orientation, trait in
            if case let .orientation(chosen) = trait.kind { chosen } else { orientation }
        }
    }
}

/// A customization of a preview (DeveloperToolsSupport's `PreviewTrait`):
/// for UIKit, a layout or an orientation.
@MainActor
public struct PreviewTrait<T> {
    /// How big the container of a preview is.
    public enum Layout: Equatable, Sendable {
        /// The device's screen.
        case device
        /// The preview's own fitting size, offered the device's screen.
        case sizeThatFits
        /// A container of this size.
        case fixed(width: CGFloat, height: CGFloat)
    }

    enum Kind {
        case layout(Layout)
        case orientation(UIDeviceOrientation)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The container is the device's screen (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.device)) }
    /// The container fits the preview, offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.sizeThatFits)) }
    /// A container of `width` by `height` points, the preview centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    /// Upright, the top of the device on top (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portrait)) }
    /// Landscape, the top of the device on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// Landscape, the top of the device on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeRight)) }
    /// Upside down, the top of the device at the bottom.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portraitUpsideDown)) }
}

/// The builder of a `#Preview` body (DeveloperToolsSupport's
/// `PreviewMacroBodyBuilder`): one expression, the content. A body with
/// statements before it says `return`, which turns the builder off.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildBlock(_ content: Content) -> Content { content }
}

/// What a `#Preview` expands to: a type that knows where the preview is
/// written and makes it (Xcode's macro expands to a type of its own
/// `PreviewRegistry` protocol, with these members).
public protocol PreviewRegistry {
    /// `#fileID` of the file that declares the preview: "Module/File.swift".
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static func makePreview() throws -> Preview
}
