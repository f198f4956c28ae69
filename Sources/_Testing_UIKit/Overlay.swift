// An empty cross-import overlay, on purpose: as _Testing_CoreGraphics, for
// test files importing Testing and UIKit. On iOS it lets tests attach
// UIImages; Trellis's tests attach nothing yet, so it adds nothing.
