import Storyboard
import Trellis

extension UISceneConfiguration {
    /// The storyboard holding the scene's first view controller, as in
    /// UIKit. Declared here, beside the launch, because `UIStoryboard` is
    /// in the Storyboard module, which Trellis cannot see; `import UIKit`
    /// brings both. A configuration from Info.plist names its storyboard
    /// (`UISceneStoryboardFile`) and the launch loads it from the app's
    /// bundle when the scene connects; this is nil until then.
    public var storyboard: UIStoryboard? {
        get { storyboardObject as? UIStoryboard }
        set { storyboardObject = newValue }
    }
}
