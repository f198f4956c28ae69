import Trellis
import TrellisPreview

// Line 5 (PreviewHostTests declares its registry function by this place).
#Preview("Label in a test", traits: .sizeThatFitsLayout) {
    let label = UILabel()
    label.text = "Drawn from a #Preview"
    return label
}
