import Foundation

/// Views whose image can grow at the accessibility text sizes, as in UIKit
/// (iOS 11): image views and buttons.
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    /// Whether the image is scaled up at the accessibility content size
    /// categories (UIKit does so for images with PDF or symbol
    /// representations); false.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}
