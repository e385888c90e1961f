extension UIBarButtonItem {
    /// The items UIKit supplies, with UIKit's raw values. Kiosk has no icon set: the
    /// icon items show their name as a title ("+" for `add`); the two spaces show nothing.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add
        /// Blank space; the flexible spaces of a bar share its free width equally.
        case flexibleSpace
        /// Blank space of the item's `width`.
        case fixedSpace
        case compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
        case play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// What the item shows in a bar; nil for the spaces.
        var shownTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }
}
