import Foundation
import TextEngine

/// The status bar iOS draws over an app's full-screen window: "9:41", the
/// cellular signal, Wi-Fi and a full battery, as Apple's own screenshots
/// show them (the time 9:41 since the iPhone's 2007 keynote). It belongs to
/// the system, not to the app's view tree: a snapshot of a window's views
/// on iOS does not contain it, so the renderer adds it only to what a
/// screenshot shows (`Renderer.drawsStatusBar`).
extension UIWindow {
    /// What the status bar over this window looks like, or nil where iOS
    /// shows none: a window that does not fill its device's screen, a
    /// device without a top inset, an iPhone held sideways (UIKit hides it
    /// "in a vertically compact environment", UIViewController
    /// `prefersStatusBarHidden`), or a root controller that prefers it
    /// hidden (down its `childForStatusBarHidden` chain, see
    /// `statusBarController(forHidden:)`).
    package var statusBarAppearance: (frame: CGRect, lightContent: Bool)? {
        guard !isHidden, frame.origin == .zero, bounds.size == device.size(for: interfaceOrientation) else { return nil }
        let top = device.safeAreaInsets(for: interfaceOrientation).top
        guard top > 0, !(device.userInterfaceIdiom == .phone && interfaceOrientation.isLandscape) else { return nil }
        let hidden = rootViewController?.statusBarController(forHidden: true).prefersStatusBarHidden ?? false
        guard !hidden else { return nil }
        let controller = rootViewController?.statusBarController(forHidden: false)
        let light: Bool
        switch controller?.preferredStatusBarStyle ?? .default {
        case .lightContent: light = true
        case .darkContent: light = false
        case .default: light = (controller?.traitCollection ?? traitCollection).userInterfaceStyle == .dark
        }
        // As UIStatusBarManager.statusBarFrame: 54 points under a 59-point inset.
        return (CGRect(x: 0, y: 0, width: bounds.width, height: top == 59 ? 54 : top), light)
    }

    /// Draws the status bar over the window's content, in window
    /// coordinates; nothing where `statusBarAppearance` is nil.
    ///
    /// The layout follows iOS 17's three kinds of bar. Around the Dynamic
    /// Island (a 54-point bar): the time in 17-point semibold centred in the
    /// left "ear", the signal, Wi-Fi and battery glyphs centred in the
    /// right one. On a home-button iPhone (20 points): signal and Wi-Fi on
    /// the left, the time centred in 12-point semibold, the battery on the
    /// right. On an iPad (24 points): time and date on the left, Wi-Fi and
    /// battery on the right. Glyph sizes and positions are approximations
    /// of Apple's screenshots, drawn as paths (SF Symbols cannot be shipped).
    package func drawStatusBar(in ctx: CGContext) {
        guard let (frame, light) = statusBarAppearance else { return }
        let color = light ? CGColor(red: 1, green: 1, blue: 1, alpha: 1) : CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let island = frame.height >= 44
        let centerY = island ? 23 : frame.height / 2
        let fontSize: CGFloat = island ? 17 : 12
        let font = UIFont.systemFont(ofSize: fontSize, weight: .semibold).textEngineFont
        func text(_ string: String, centerX: CGFloat? = nil, left: CGFloat? = nil) {
            let block = TextBlock(text: string, font: font, color: TextColor(red: Double(color.red), green: Double(color.green), blue: Double(color.blue)))
            let measured = TextEngine.shared.measure(block)
            let size = CGSize(width: measured.size.width, height: measured.size.height)
            let x = left ?? ((centerX ?? 0) - size.width / 2)
            ctx.drawText(block, at: CGPoint(x: x, y: centerY - size.height / 2), width: nil)
        }
        ctx.saveGState()
        ctx.setFillColor(color)
        ctx.setStrokeColor(color)
        let scale: CGFloat = island ? 1 : 0.8
        let signal = CGSize(width: 17 * scale, height: 11 * scale)
        let wifi = CGSize(width: 15 * scale, height: 11 * scale)
        let battery = CGSize(width: 27 * scale, height: 12 * scale)
        let gap = 5 * scale
        if island {
            let earWidth = (frame.width - 126) / 2
            text("9:41", centerX: earWidth / 2 + 4)
            let groupWidth = signal.width + gap + wifi.width + gap + battery.width
            var x = frame.width - earWidth / 2 - groupWidth / 2 + 2
            drawSignal(in: CGRect(x: x, y: centerY - signal.height / 2, width: signal.width, height: signal.height), ctx: ctx)
            x += signal.width + gap
            drawWiFi(in: CGRect(x: x, y: centerY - wifi.height / 2, width: wifi.width, height: wifi.height), ctx: ctx)
            x += wifi.width + gap
            drawBattery(in: CGRect(x: x, y: centerY - battery.height / 2, width: battery.width, height: battery.height), color: color, ctx: ctx)
        } else if device.userInterfaceIdiom == .pad {
            text("9:41  Mon Jun 10", left: 20)
            var x = frame.width - 20 - battery.width
            drawBattery(in: CGRect(x: x, y: centerY - battery.height / 2, width: battery.width, height: battery.height), color: color, ctx: ctx)
            x -= gap + wifi.width
            drawWiFi(in: CGRect(x: x, y: centerY - wifi.height / 2, width: wifi.width, height: wifi.height), ctx: ctx)
        } else {
            var x: CGFloat = 6
            drawSignal(in: CGRect(x: x, y: centerY - signal.height / 2, width: signal.width, height: signal.height), ctx: ctx)
            x += signal.width + gap
            drawWiFi(in: CGRect(x: x, y: centerY - wifi.height / 2, width: wifi.width, height: wifi.height), ctx: ctx)
            text("9:41", centerX: frame.width / 2)
            drawBattery(in: CGRect(x: frame.width - 6 - battery.width, y: centerY - battery.height / 2, width: battery.width, height: battery.height),
                        color: color, ctx: ctx)
        }
        ctx.restoreGState()
    }

    /// Four bars rising left to right, all lit (full signal).
    private func drawSignal(in rect: CGRect, ctx: CGContext) {
        let barWidth = rect.width * 3 / 17, spacing = (rect.width - 4 * barWidth) / 3
        for index in 0..<4 {
            let height = rect.height * (0.36 + 0.213 * CGFloat(index))
            let bar = CGRect(x: rect.minX + CGFloat(index) * (barWidth + spacing), y: rect.maxY - height, width: barWidth, height: height)
            ctx.addPath(CGPath(roundedRect: bar, cornerWidth: barWidth / 3, cornerHeight: barWidth / 3, transform: nil))
        }
        ctx.fillPath()
    }

    /// Wi-Fi: a dot-like wedge and two arcs fanning up from the bottom centre.
    private func drawWiFi(in rect: CGRect, ctx: CGContext) {
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let outer = rect.height, thickness = outer * 0.23
        let start = -CGFloat.pi * 3 / 4, end = -CGFloat.pi / 4
        for ring in 0..<3 {
            let radius = outer - CGFloat(ring) * (thickness + outer * 0.1)
            let path = CGMutablePath()
            if ring == 2 {
                path.move(to: center)
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            } else {
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                path.addArc(center: center, radius: radius - thickness, startAngle: end, endAngle: start, clockwise: true)
            }
            path.closeSubpath()
            ctx.addPath(path)
        }
        ctx.fillPath()
    }

    /// A full battery: a faint rounded outline, its charge, and the terminal.
    private func drawBattery(in rect: CGRect, color: CGColor, ctx: CGContext) {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width - rect.width * 0.08, height: rect.height)
        let radius = rect.height * 0.3
        ctx.saveGState()
        ctx.setStrokeColor(color.copy(alpha: 0.35) ?? color)
        ctx.setLineWidth(1)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerWidth: radius, cornerHeight: radius, transform: nil))
        ctx.strokePath()
        ctx.setFillColor(color.copy(alpha: 0.4) ?? color)
        let terminal = CGRect(x: body.maxX + 1, y: rect.midY - rect.height * 0.18, width: rect.width * 0.08 - 1, height: rect.height * 0.36)
        ctx.addPath(CGPath(roundedRect: terminal, cornerWidth: terminal.width / 2, cornerHeight: terminal.width / 2, transform: nil))
        ctx.fillPath()
        ctx.restoreGState()
        let charge = body.insetBy(dx: 2, dy: 2)
        ctx.addPath(CGPath(roundedRect: charge, cornerWidth: radius * 0.6, cornerHeight: radius * 0.6, transform: nil))
        ctx.fillPath()
    }
}
