import Foundation
import Testing
@testable import Trellis

/// UIProgressView's pinning, styles, and observed Progress.
@Suite struct UIProgressViewTests {
    /// "Values less than 0.0 and greater than 1.0 are pinned to those
    /// limits" (UIProgressView.progress, Apple's documentation).
    @Test func progressIsPinned() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        view.progress = 1.7
        #expect(view.progress == 1)
        view.setProgress(-0.2, animated: true)
        #expect(view.progress == 0)
        view.progress = .nan
        #expect(view.progress == 0)
    }

    /// The default style is 4 points thick with round ends, the bar style 2.5.
    @Test func heightComesFromTheStyle() {
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        #expect(UIProgressView.Style.bar.rawValue == 1)
    }

    /// The filled part is the progress's share of the width, from the
    /// leading edge, in the progress tint.
    @Test func fillFollowsTheProgress() {
        let view = UIProgressView(progressViewStyle: .default)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
        view.progress = 1.0 / 3.0
        view.progressTintColor = .systemGreen
        view.layoutIfNeeded()
        #expect(view.fillFrame == CGRect(x: 0, y: 3, width: 100, height: 4))
        #expect(view.fillColor == .systemGreen)
        #expect(view.subviews[1].layer.cornerRadius == 2)
    }

    /// With an observed Progress, the bar shows its fraction completed.
    @Test func observedProgressIsFollowed() {
        let view = UIProgressView()
        let progress = Progress(totalUnitCount: 4)
        view.observedProgress = progress
        progress.completedUnitCount = 1
        #expect(view.progress == 0.25)
        progress.completedUnitCount = 3
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        view.layoutIfNeeded()
        #expect(view.fillFrame.width == 150)
        view.observedProgress = nil
        #expect(view.progress == 0)
    }

    /// A progress view reads as its completion percentage
    /// (a11y-guidelines.orange.com, iOS developer guide).
    @Test func accessibilityValueIsThePercentage() {
        let view = UIProgressView()
        view.progress = 0.6
        #expect(view.isAccessibilityElement && view.accessibilityValue == "60%")
    }
}
