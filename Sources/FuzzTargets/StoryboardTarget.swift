import Foundation
import Storyboard
import Trellis
import TrellisRender

/// The storyboard target: the bytes as Interface Builder XML, parsed once
/// and then built both ways. As a storyboard, the initial view controller
/// goes into a 390×844 window, which is laid out once; as a xib, the
/// top-level views go into such a window. Each window is then drawn at a
/// tenth of its size, so that every value read from the file (colors, radii,
/// fonts, images) reaches the drawing code for little more than layout costs.
///
/// The loader's and layout's reports go to standard error, as a real app
/// logs them (Fuzz/fuzz.sh discards the target's output): what a run may
/// not do is trap or hang.
public func fuzzStoryboard(_ data: Data) {
    guard let document = try? IBDocument(data: data, fileName: "fuzz.storyboard") else { return }
    let storyboard = UIStoryboard(name: "fuzz", document: document)
    if let controller = try? storyboard.initialViewController() {
        let window = fuzzWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        layOutAndDraw(window)
    }
    if let objects = try? UINib(document: document).instantiateObjects(withOwner: nil) {
        let window = fuzzWindow()
        for case let view as UIView in objects { window.addSubview(view) }
        window.makeKeyAndVisible()
        layOutAndDraw(window)
    }
}

private func fuzzWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

private func layOutAndDraw(_ window: UIWindow) {
    window.layoutIfNeeded()
    _ = try? Renderer(scale: 0.1).render(window, as: .png)
}
