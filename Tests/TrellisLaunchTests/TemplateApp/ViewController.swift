import UIKit

// The template's view controller, as a new project has it (the greeting
// the developer added is in Main.storyboard).
class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Set up the view after it loads.
    }


}
