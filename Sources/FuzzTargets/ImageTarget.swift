import Foundation
import Trellis
import TrellisRender

/// The image target: `UIImage(data:)` on the bytes (a PNG by its
/// signature, SVG for text that starts with `<` or gzip data), then drawn
/// by an image view into a 24×24-point bitmap at 2x, stretched and then
/// centered at its own size, so that both scaling and clipping are drawn.
public func fuzzImage(_ data: Data) {
    guard let image = UIImage(data: data) else { return }
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    for mode in [UIView.ContentMode.scaleToFill, .center] {
        view.contentMode = mode
        _ = try? Renderer(scale: 2).render(view, as: .png)
    }
}
