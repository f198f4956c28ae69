import Testing
import UIKit

// A test file importing Testing with UIKit (and so CoreGraphics) compiles:
// Swift Testing declares cross-import overlays for both on Linux.
@Test func aViewLaysOutInATestFile() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        child.widthAnchor.constraint(equalToConstant: 40),
        child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
}
