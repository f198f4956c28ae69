import Foundation
import Testing
@testable import Trellis

/// UIPickerView's data source and delegate, selection and drawing.
@Suite struct UIPickerViewTests {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [["Red", "Green", "Blue"], ["S", "M", "L", "XL"]]
        var picked: [(Int, Int)] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append((row, component)) }
    }

    /// 320×216 (UIKit's picker size), rows 32 points tall.
    @Test func sizeAndRowHeight() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: CGFloat(320 - 16 - 5) / 2, height: 32))
    }

    /// Selecting in code does not tell the delegate; a spin does. Rows past
    /// the end select the last row.
    @Test func selection() {
        let picker = UIPickerView()
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 1, animated: true)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 2 && picker.selectedRow(inComponent: 0) == 2)
        #expect(source.picked.isEmpty)
        picker.spinToRow(1, inComponent: 0)
        #expect(source.picked.count == 1 && source.picked[0] == (1, 0))
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    /// Reloading keeps selections within the new rows.
    @Test func reloadClampsSelections() {
        let picker = UIPickerView()
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(3, inComponent: 1, animated: false)
        source.rows[1] = ["One"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 0)
        source.rows[1] = []
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == -1)
    }

    /// Each component's selected row is drawn in the band, centred.
    @Test func selectedRowsAreDrawnInTheBand() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let band = picker.subviews[0]
        #expect(band.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        let labels = picker.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Green", "S"])
        #expect(labels[0].frame.midY == band.frame.midY)
        #expect(picker.view(forRow: 1, forComponent: 0) === labels[0])
    }

    /// The delegate's view, attributed title and sizes come first.
    @Test func delegateViewsAndSizes() {
        final class Custom: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : -1 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                component == 0 ? NSAttributedString(string: "A\(row)") : nil
            }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if component == 1 { let swatch = UIView(); swatch.accessibilityIdentifier = "swatch\(row)"; return swatch }
                return UIPickerView.NoRowView()
            }
        }
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = Custom()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
        #expect(picker.rowSize(forComponent: 1).width == CGFloat(320 - 16 - 5 - 100))
        picker.layoutIfNeeded()
        #expect((picker.subviews[1] as? UILabel)?.attributedText?.string == "A0")
        #expect(picker.subviews[2].accessibilityIdentifier == "swatch0")
    }
}
