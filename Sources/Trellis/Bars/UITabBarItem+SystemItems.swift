import Foundation

extension UITabBarItem.SystemItem {
    /// The title UIKit shows for the item (English; UIKit localizes it).
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The item's glyph, the SF Symbol UIKit's item shows (an ellipsis for
    /// More, a star for Favorites, Featured and Top Rated, a clock for
    /// Recents, History and Most Recent, and so on), drawn as Trellis draws
    /// symbols (`UIImage(systemName:)`).
    var image: UIImage? { UIImage(systemName: symbolName) }

    private var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock.fill"
        case .contacts: "person.crop.circle.fill"
        case .bookmarks: "book.fill"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down.circle.fill"
        case .mostViewed: "list.bullet"
        }
    }
}
