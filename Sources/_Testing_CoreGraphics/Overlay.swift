// An empty cross-import overlay, on purpose. The Swift toolchain's Testing
// module declares an overlay for Testing with CoreGraphics (on Apple's
// platforms it lets tests attach CGImages), and on Linux its
// Testing.swiftcrossimport names this module without shipping it, so a test
// file importing Testing and CoreGraphics (or anything re-exporting it:
// Trellis, UIKit) fails with "no such module '_Testing_CoreGraphics'".
// Trellis has no CGImage to attach, so the overlay adds nothing.
