import Foundation

/// Where symbol images come from: SF Symbols are Apple's and cannot be
/// shipped, so `UIImage(systemName:)` draws icons from Bootstrap Icons
/// (MIT-licensed SVGs, Debian's `bootstrap-icons` package, installed by
/// `make deps`), read at run time, through a table from SF Symbol names to
/// the nearest Bootstrap icon.
///
/// A name missing from the table gives nil, as an unknown name does in
/// UIKit. When the package is not installed every symbol gives nil, and
/// one message names the package to install.
enum SymbolCatalog {
    /// The folder of the package's SVG files.
    static let packageDirectory = "/usr/share/bootstrap-icons/svg"

    /// The folder symbols are read from; tests point it elsewhere for a scope.
    @TaskLocal static var directory = packageDirectory

    /// The Bootstrap icon drawn for an SF Symbol name, or nil if the name is not in the table.
    static func iconName(forSymbol name: String) -> String? {
        table[name]
    }

    /// Every SF Symbol name the table knows.
    static var symbolNames: [String] { table.keys.sorted() }

    /// The symbol's SVG, parsed once per process and shared by every image
    /// of that symbol; nil for a name not in the table or a file that is
    /// missing or unreadable (the missing package is reported once).
    static func storage(forSymbol name: String) -> ImageStorage? {
        guard let icon = table[name] else { return nil }
        let path = directory + "/" + icon + ".svg"
        return cache.withLock { cache -> ImageStorage? in
            if let storage = cache.storages[path] { return storage }
            guard FileManager.default.fileExists(atPath: path) else {
                if !cache.reportedMissing.contains(directory) {
                    cache.reportedMissing.insert(directory)
                    LayoutDiagnostics.report(.invalidValue, "UIImage(systemName: \"\(name)\") is nil: Trellis draws SF Symbols with the Bootstrap Icons set, and \(path) is missing. Install Debian's bootstrap-icons package (`apt-get install bootstrap-icons`, or `make deps`).")
                }
                return nil
            }
            guard let data = FileManager.default.contents(atPath: path),
                  let storage = try? UIImage.decode(data, path: path, treatAsSVG: true) else { return nil }
            cache.storages[path] = storage
            return storage
        }
    }

    private struct Cache {
        var storages: [String: ImageStorage] = [:]
        var reportedMissing: Set<String> = []
    }

    private static let cache = LockedCache()

    /// `@unchecked Sendable`: `state` is read and written only under `lock`.
    private final class LockedCache: @unchecked Sendable {
        private let lock = NSLock()
        private var state = Cache()

        func withLock<T>(_ body: (inout Cache) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }

    /// SF Symbol name → Bootstrap icon file name (without `.svg`). The
    /// symbols in the UIKit samples, the glyphs of bars and system items,
    /// and the symbols apps use most, each with its `.fill` variant where
    /// Bootstrap has one. Where Bootstrap has no such icon, the nearest in
    /// meaning stands in (a fried egg for `fork.knife`, a tree for `leaf`).
    private static let table: [String: String] = [
        // Navigation and system bar items.
        "chevron.backward": "chevron-left", "chevron.left": "chevron-left",
        "chevron.forward": "chevron-right", "chevron.right": "chevron-right",
        "chevron.up": "chevron-up", "chevron.down": "chevron-down",
        "chevron.compact.down": "chevron-compact-down", "chevron.compact.up": "chevron-compact-up",
        "arrow.backward": "arrow-left", "arrow.left": "arrow-left", "arrow.forward": "arrow-right", "arrow.right": "arrow-right",
        "arrow.up": "arrow-up", "arrow.down": "arrow-down",
        "arrow.up.circle": "arrow-up-circle", "arrow.up.circle.fill": "arrow-up-circle-fill",
        "arrow.down.circle": "arrow-down-circle", "arrow.down.circle.fill": "arrow-down-circle-fill",
        "arrow.clockwise": "arrow-clockwise", "arrow.counterclockwise": "arrow-counterclockwise",
        "arrow.triangle.2.circlepath": "arrow-repeat", "arrow.uturn.backward": "arrow-return-left",
        "arrow.uturn.left": "arrow-return-left", "arrow.uturn.forward": "arrow-return-right",
        "arrow.up.right.square": "box-arrow-up-right", "arrow.up.forward.app": "box-arrow-up-right",
        "arrow.down.to.line": "download", "arrow.up.to.line": "upload",
        "square.and.arrow.up": "box-arrow-up", "square.and.arrow.down": "box-arrow-in-down",
        "rectangle.portrait.and.arrow.right": "box-arrow-right", "rectangle.portrait.and.arrow.forward": "box-arrow-right",
        "plus": "plus-lg", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle-fill",
        "plus.square": "plus-square", "plus.square.fill": "plus-square-fill",
        "minus": "dash-lg", "minus.circle": "dash-circle", "minus.circle.fill": "dash-circle-fill",
        "xmark": "x-lg", "xmark.circle": "x-circle", "xmark.circle.fill": "x-circle-fill",
        "checkmark": "check-lg", "checkmark.circle": "check-circle", "checkmark.circle.fill": "check-circle-fill",
        "checkmark.square": "check-square", "checkmark.square.fill": "check-square-fill",
        "trash": "trash", "trash.fill": "trash-fill", "trash.circle": "trash3",
        "magnifyingglass": "search",
        "ellipsis": "three-dots", "ellipsis.circle": "three-dots", "ellipsis.circle.fill": "three-dots",
        "ellipsis.vertical": "three-dots-vertical",
        "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear-fill", "gearshape.2": "gear-wide-connected",
        "pencil": "pencil", "pencil.circle": "pencil", "square.and.pencil": "pencil-square",
        "line.3.horizontal": "list", "list.bullet": "list-ul", "list.number": "list-ol", "list.dash": "list-task",
        "line.3.horizontal.decrease.circle": "filter-circle", "line.3.horizontal.decrease": "filter",
        "slider.horizontal.3": "sliders", "arrow.up.arrow.down": "arrow-down-up",
        "square.grid.2x2": "grid", "square.grid.2x2.fill": "grid-fill", "square.grid.3x3": "grid-3x3-gap",
        "sidebar.left": "layout-sidebar", "sidebar.leading": "layout-sidebar",
        "info.circle": "info-circle", "info.circle.fill": "info-circle-fill",
        "questionmark.circle": "question-circle", "questionmark.circle.fill": "question-circle-fill",
        "exclamationmark.triangle": "exclamation-triangle", "exclamationmark.triangle.fill": "exclamation-triangle-fill",
        "exclamationmark.circle": "exclamation-circle", "exclamationmark.circle.fill": "exclamation-circle-fill",
        "circle": "circle", "circle.fill": "circle-fill", "square": "square", "square.fill": "square-fill",
        "record.circle": "record-circle",
        // Tabs and places.
        "house": "house", "house.fill": "house-fill",
        "person": "person", "person.fill": "person-fill",
        "person.circle": "person-circle", "person.circle.fill": "person-circle",
        "person.crop.circle": "person-circle", "person.crop.circle.fill": "person-circle",
        "person.2": "people", "person.2.fill": "people-fill", "person.badge.plus": "person-plus",
        "star": "star", "star.fill": "star-fill", "star.leadinghalf.filled": "star-half",
        "heart": "heart", "heart.fill": "heart-fill",
        "bell": "bell", "bell.fill": "bell-fill", "bell.badge": "bell", "bell.badge.fill": "bell-fill",
        "bell.slash": "bell-slash", "bell.slash.fill": "bell-slash-fill",
        "bookmark": "bookmark", "bookmark.fill": "bookmark-fill",
        "book": "book", "book.fill": "book-fill", "books.vertical": "bookshelf",
        "folder": "folder", "folder.fill": "folder-fill", "folder.badge.plus": "folder-plus",
        "tray": "inbox", "tray.fill": "inbox-fill", "tray.full": "inboxes", "tray.full.fill": "inboxes-fill",
        "archivebox": "archive", "archivebox.fill": "archive-fill",
        "doc": "file-earmark", "doc.fill": "file-earmark-fill", "doc.text": "file-earmark-text", "doc.text.fill": "file-earmark-text-fill",
        "doc.on.doc": "files", "doc.on.clipboard": "clipboard", "clipboard": "clipboard",
        "newspaper": "newspaper", "calendar": "calendar", "clock": "clock", "clock.fill": "clock-fill",
        "alarm": "alarm", "alarm.fill": "alarm-fill", "stopwatch": "stopwatch", "hourglass": "hourglass",
        "map": "map", "map.fill": "map-fill", "mappin": "geo-alt", "mappin.circle": "geo-alt",
        "mappin.and.ellipse": "geo-alt", "location": "cursor", "location.fill": "cursor-fill",
        "globe": "globe", "safari": "compass", "link": "link-45deg", "paperclip": "paperclip",
        "briefcase": "briefcase", "briefcase.fill": "briefcase-fill",
        "cart": "cart", "cart.fill": "cart-fill", "bag": "bag", "bag.fill": "bag-fill",
        "creditcard": "credit-card", "creditcard.fill": "credit-card-fill",
        "gift": "gift", "gift.fill": "gift-fill", "tag": "tag", "tag.fill": "tag-fill",
        "flag": "flag", "flag.fill": "flag-fill", "trophy": "trophy", "trophy.fill": "trophy-fill",
        "fork.knife": "egg-fried", "cup.and.saucer": "cup-hot", "cup.and.saucer.fill": "cup-hot-fill",
        "leaf": "tree", "leaf.fill": "tree-fill",
        "chart.bar": "bar-chart", "chart.bar.fill": "bar-chart-fill", "chart.pie": "pie-chart", "chart.pie.fill": "pie-chart-fill",
        "chart.line.uptrend.xyaxis": "graph-up-arrow", "chart.xyaxis.line": "graph-up",
        // Communication.
        "envelope": "envelope", "envelope.fill": "envelope-fill", "envelope.open": "envelope-open",
        "message": "chat", "message.fill": "chat-fill",
        "bubble.left": "chat-left", "bubble.left.fill": "chat-left-fill", "bubble.right": "chat-right", "bubble.right.fill": "chat-right-fill",
        "text.bubble": "chat-left-text", "text.bubble.fill": "chat-left-text-fill",
        "bubble.left.and.bubble.right": "chat-dots", "quote.bubble": "chat-left-quote",
        "phone": "telephone", "phone.fill": "telephone-fill", "video": "camera-video", "video.fill": "camera-video-fill",
        "paperplane": "send", "paperplane.fill": "send-fill",
        "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.left.fill": "reply-fill",
        "at": "at", "number": "hash", "lock": "lock", "lock.fill": "lock-fill", "lock.open": "unlock", "lock.open.fill": "unlock-fill",
        "key": "key", "key.fill": "key-fill", "shield": "shield", "shield.fill": "shield-fill",
        "eye": "eye", "eye.fill": "eye-fill", "eye.slash": "eye-slash", "eye.slash.fill": "eye-slash-fill",
        "hand.thumbsup": "hand-thumbs-up", "hand.thumbsup.fill": "hand-thumbs-up-fill",
        "hand.thumbsdown": "hand-thumbs-down", "hand.thumbsdown.fill": "hand-thumbs-down-fill",
        // Media.
        "camera": "camera", "camera.fill": "camera-fill",
        "photo": "image", "photo.fill": "image-fill", "photo.on.rectangle": "images", "photo.stack": "images",
        "play": "play", "play.fill": "play-fill", "play.circle": "play-circle", "play.circle.fill": "play-circle-fill",
        "pause": "pause", "pause.fill": "pause-fill", "pause.circle": "pause-circle", "pause.circle.fill": "pause-circle-fill",
        "stop": "stop", "stop.fill": "stop-fill",
        "forward.fill": "fast-forward-fill", "backward.fill": "rewind-fill",
        "forward.end.fill": "skip-end-fill", "backward.end.fill": "skip-start-fill",
        "shuffle": "shuffle", "repeat": "repeat",
        "music.note": "music-note-beamed", "music.note.list": "music-note-list", "film": "film",
        "mic": "mic", "mic.fill": "mic-fill", "mic.slash": "mic-mute", "headphones": "headphones",
        "speaker": "volume-off", "speaker.fill": "volume-off-fill", "speaker.slash": "volume-mute", "speaker.slash.fill": "volume-mute-fill",
        "speaker.wave.1": "volume-down", "speaker.wave.1.fill": "volume-down-fill",
        "speaker.wave.2": "volume-up", "speaker.wave.2.fill": "volume-up-fill",
        "speaker.wave.3": "volume-up", "speaker.wave.3.fill": "volume-up-fill",
        // Settings and devices.
        "airplane": "airplane-fill", "wifi": "wifi", "wifi.slash": "wifi-off",
        "antenna.radiowaves.left.and.right": "broadcast", "dot.radiowaves.left.and.right": "broadcast-pin",
        "app.badge": "app-indicator", "app": "app", "square.on.square": "window-stack",
        "battery.100": "battery-full", "battery.50": "battery-half", "battery.0": "battery", "bolt": "lightning", "bolt.fill": "lightning-fill",
        "iphone": "phone", "ipad": "tablet", "laptopcomputer": "laptop", "desktopcomputer": "display", "tv": "tv",
        "keyboard": "keyboard", "printer": "printer", "printer.fill": "printer-fill", "cpu": "cpu", "externaldrive": "hdd",
        "gamecontroller": "controller", "wrench": "wrench", "wrench.and.screwdriver": "tools", "hammer": "hammer",
        "scissors": "scissors", "paintbrush": "brush", "paintpalette": "palette", "wand.and.stars": "magic",
        "lightbulb": "lightbulb", "lightbulb.fill": "lightbulb-fill", "moon": "moon", "moon.fill": "moon-fill",
        "sun.max": "sun", "sun.max.fill": "sun-fill", "cloud": "cloud", "cloud.fill": "cloud-fill",
        "cloud.rain": "cloud-rain", "cloud.rain.fill": "cloud-rain-fill", "snowflake": "snow", "thermometer": "thermometer-half",
        "umbrella": "umbrella", "umbrella.fill": "umbrella-fill", "drop": "droplet", "drop.fill": "droplet-fill", "flame": "fire",
        "car": "car-front", "car.fill": "car-front-fill", "bus": "bus-front", "tram": "train-front", "bicycle": "bicycle",
        "qrcode": "qr-code", "textformat": "fonts", "character.bubble": "translate", "face.smiling": "emoji-smile",
        "sparkles": "stars", "square.and.arrow.up.on.square": "box-arrow-up", "square.stack": "stack",
    ]
}
