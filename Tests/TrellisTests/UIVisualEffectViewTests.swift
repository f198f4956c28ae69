import Foundation
import Testing
@testable import Trellis

/// UIVisualEffectView: its content view and its backdrop.
@Suite struct UIVisualEffectViewTests {
    @Test func contentViewFillsTheView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        let label = UILabel()
        view.contentView.addSubview(label)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        #expect(view.contentView.superview === view && label.superview === view.contentView)
    }

    /// A blur draws its material's tint; vibrancy and no effect draw nothing.
    @Test func backdropFollowsTheEffect() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        #expect(view.backdropColor != nil)
        view.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(view.backdropColor == nil)
        view.effect = nil
        #expect(view.backdropColor == nil)
        #expect(UIVisualEffectView(frame: .zero).effect == nil)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    }
}
