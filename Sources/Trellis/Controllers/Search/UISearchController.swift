import Foundation

/// Updates search results as the search bar's text changes, as in UIKit.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller become active and inactive, as in UIKit;
/// every method is optional.
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the results it shows, as in UIKit. Put it in a
/// navigation item (`navigationItem.searchController`): the navigation bar
/// shows its search bar under the title.
///
/// Activating it (tapping the field, or `isActive = true`) presents it over
/// the screen through the normal presentation machinery: the part of the
/// screen below the search bar is dimmed (`obscuresBackgroundDuringPresentation`)
/// and, once there is text, covered by the results controller's view. The
/// navigation bar stays as it is (UIKit slides the title away when
/// `hidesNavigationBarDuringPresentation`; Trellis does not).
///
/// Everything a subclass may override lives in the class body.
open class UISearchController: UIViewController {
    private let storedResultsController: UIViewController?

    /// A search controller whose results show in `searchResultsController`
    /// (nil: the searched screen shows them itself).
    public init(searchResultsController: UIViewController?) {
        storedResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public required init?(coder: NSCoder) {
        storedResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// The search bar; the navigation bar shows it when the controller is
    /// in a navigation item.
    public let searchBar = UISearchBar()

    open var searchResultsController: UIViewController? { storedResultsController }

    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Dims the searched screen while active; true by default, as in UIKit.
    open var obscuresBackgroundDuringPresentation = true
    /// Kept for the app; the navigation bar is not hidden here.
    open var hidesNavigationBarDuringPresentation = true
    /// Shows the Cancel button while active; true by default.
    open var automaticallyShowsCancelButton = true
    /// Shows the results controller once there is text; true by default.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller is shown: with
    /// `automaticallyShowsSearchResultsController`, while there is text
    /// (UIKit: "shows the results controller when the search bar has
    /// text"); setting it shows or hides it.
    open var showsSearchResultsController: Bool {
        get { storedShowsResults ?? (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty) }
        set {
            storedShowsResults = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var storedShowsResults: Bool?

    /// Whether the search is under way: the controller is presented.
    /// Setting it presents or dismisses it.
    open var isActive: Bool {
        get { storedPresentingViewController != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    private func activate() {
        // The controller whose view holds the search bar (the navigation
        // controller, for a bar in a navigation item) presents it.
        var view = searchBar.superview
        while let current = view, current.owningViewController == nil { view = current.superview }
        guard let host = view?.owningViewController, searchBar.window != nil else {
            LayoutDiagnostics.report(.invalidOperation, "\(controllerDescription) is in no navigation item on screen; it cannot become active.")
            return
        }
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        host.present(self, animated: true)
        updateResults()
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        dismiss(animated: true)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        _ = searchBar.searchTextField.resignFirstResponder()
        delegate?.didDismissSearchController(self)
    }

    /// Presented over the screen; the view draws only below the search bar.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { .custom }
        set {}
    }

    func searchBarBeganEditing() {
        isActive = true
    }

    func cancelled() {
        searchBar.text = nil
        storedShowsResults = nil
        isActive = false
    }

    func updateResults() {
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    // MARK: - The view

    private let dimmingView = UIView()

    open override func loadView() {
        let view = SearchPresentationView(frame: UIScreen.main.bounds)
        view.controller = self
        self.view = view
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit dims with black at 20% (the same dimming as alerts).
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        view.addSubview(dimmingView)
        if let results = storedResultsController {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    /// Below the search bar: the dimming, and the results while shown.
    func layOutPresentation(in view: UIView) {
        var top: CGFloat = 0
        if searchBar.window != nil, searchBar.window === view.window {
            top = searchBar.convert(searchBar.bounds, to: view).maxY
        }
        let area = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
        dimmingView.frame = area
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        if let results = storedResultsController {
            results.view.frame = area
            results.view.isHidden = !showsSearchResultsController
        }
    }
}

/// A search controller's view: transparent above the search bar.
final class SearchPresentationView: UIView {
    weak var controller: UISearchController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutPresentation(in: self)
    }
}
