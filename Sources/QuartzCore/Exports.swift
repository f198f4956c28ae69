// QuartzCore's API is written in Core Graphics types (frames, colors,
// transforms), and `import QuartzCore` brings them on Apple's platforms too.
@_exported import CoreGraphics
