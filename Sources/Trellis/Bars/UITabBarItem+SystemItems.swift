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

    /// The item's glyph, a template image drawn here in the spirit of
    /// UIKit's (an ellipsis for More, a star for Favorites, Featured and Top
    /// Rated, a clock for Recents, History and Most Recent, and so on):
    /// SF Symbols are Apple's and not redistributable, so these are
    /// Trellis's own simple shapes at UIKit's 25-point glyph size.
    var image: UIImage? { UITabBarItem.SystemItem.images[rawValue] }

    private static let images: [Int: UIImage] = {
        var images: [Int: UIImage] = [:]
        for item in [UITabBarItem.SystemItem.more, .favorites, .featured, .topRated, .recents, .contacts, .history,
                     .bookmarks, .search, .downloads, .mostRecent, .mostViewed] {
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25" viewBox="0 0 25 25">"# + item.shapes + "</svg>"
            images[item.rawValue] = UIImage(data: Data(svg.utf8))?.withRenderingMode(.alwaysTemplate)
        }
        return images
    }()

    private var shapes: String {
        let star = #"<path d="M12.5 2 L15.4 9 L23 9.6 L17.2 14.5 L19 22 L12.5 18 L6 22 L7.8 14.5 L2 9.6 L9.6 9 Z" fill="black"/>"#
        let clock = #"<circle cx="12.5" cy="12.5" r="10" fill="none" stroke="black" stroke-width="2"/><path d="M12.5 6.5 V12.5 L16.5 15" fill="none" stroke="black" stroke-width="2" stroke-linecap="round"/>"#
        switch self {
        case .more:
            return #"<circle cx="4" cy="12.5" r="2.2" fill="black"/><circle cx="12.5" cy="12.5" r="2.2" fill="black"/><circle cx="21" cy="12.5" r="2.2" fill="black"/>"#
        case .favorites, .featured, .topRated:
            return star
        case .recents, .history, .mostRecent:
            return clock
        case .contacts:
            return #"<circle cx="12.5" cy="12.5" r="10.5" fill="black"/><circle cx="12.5" cy="10" r="4" fill="white"/><path d="M5.5 19.5 C7 15.5 18 15.5 19.5 19.5 Z" fill="white"/>"#
        case .bookmarks:
            return #"<path d="M3 4 C6 2.5 10 2.5 12.5 4.5 C15 2.5 19 2.5 22 4 V21 C19 19.5 15 19.5 12.5 21.5 C10 19.5 6 19.5 3 21 Z" fill="none" stroke="black" stroke-width="2" stroke-linejoin="round"/><path d="M12.5 4.5 V21" stroke="black" stroke-width="2"/>"#
        case .search:
            return #"<circle cx="10.5" cy="10.5" r="7" fill="none" stroke="black" stroke-width="2.4"/><path d="M15.5 15.5 L22 22" stroke="black" stroke-width="2.6" stroke-linecap="round"/>"#
        case .downloads:
            return #"<circle cx="12.5" cy="12.5" r="10" fill="none" stroke="black" stroke-width="2"/><path d="M12.5 6.5 V17 M8 13 L12.5 17.5 L17 13" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"#
        case .mostViewed:
            return #"<path d="M4 6 H21 M4 12.5 H21 M4 19 H21" stroke="black" stroke-width="2.2" stroke-linecap="round"/>"#
        }
    }
}
