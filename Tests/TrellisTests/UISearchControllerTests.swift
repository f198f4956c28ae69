import Foundation
import Testing
@testable import Trellis

/// UISearchController in a navigation item, and UISearchBar.
@Suite struct UISearchControllerTests {
    final class Updater: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            events.append("update \(searchController.searchBar.text ?? "")")
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    }

    /// A list screen in a navigation controller with a search controller in
    /// its navigation item, on an iPhone 15.
    func searchScreen(results: UIViewController? = UIViewController()) -> (UIWindow, UINavigationController, UIViewController, UISearchController) {
        let list = UIViewController()
        list.title = "Plants"
        let search = UISearchController(searchResultsController: results)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, list, search)
    }

    /// The navigation bar shows the search bar in a row under the title,
    /// and the content's safe area starts below it.
    @Test func theSearchBarSitsUnderTheTitle() {
        let (window, navigation, list, search) = searchScreen()
        let bar = navigation.navigationBar
        #expect(search.searchBar.superview === bar)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: window.bounds.width, height: UINavigationBar.searchBarHeight))
        #expect(bar.frame.height == 44 + UINavigationBar.searchBarHeight)
        #expect(list.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(search.searchBar.placeholder == "Search" && !search.isActive)
    }

    /// Tapping the field activates the search: the controller is presented
    /// (the delegate hears will/did present), Cancel shows; typing updates
    /// the results, which cover the screen below the search bar once there
    /// is text; Cancel ends the search and clears the text.
    @Test func searchingPresentsTheResultsBelowTheBar() {
        let results = UIViewController()
        let (window, navigation, _, search) = searchScreen(results: results)
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.delegate = updater
        search.searchBar.delegate = updater
        #expect(search.searchBar.simulateTapInField())
        #expect(search.isActive && navigation.presentedViewController === search)
        #expect(search.searchBar.showsCancelButton)
        window.layoutIfNeeded()
        let barBottom = search.searchBar.convert(search.searchBar.bounds, to: window).maxY
        #expect(results.view.isHidden)
        search.searchBar.simulateTyping("fern")
        window.layoutIfNeeded()
        #expect(!results.view.isHidden && results.view.convert(results.view.bounds, to: window).minY == barBottom)
        #expect(results.parent === search && results.appearanceState == .appeared)
        #expect(updater.events == ["willPresent", "update ", "didPresent", "text fern", "update fern"])

        updater.events.removeAll()
        search.searchBar.simulateCancelButtonTap()
        #expect(!search.isActive && navigation.presentedViewController == nil)
        #expect((search.searchBar.text ?? "").isEmpty && !search.searchBar.showsCancelButton)
        #expect(updater.events == ["cancel", "willDismiss", "didDismiss"])
    }

    /// Setting isActive presents and dismisses too.
    @Test func isActivePresentsAndDismisses() {
        let (window, navigation, _, search) = searchScreen(results: nil)
        search.isActive = true
        #expect(navigation.presentedViewController === search)
        search.isActive = false
        #expect(navigation.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }
}
