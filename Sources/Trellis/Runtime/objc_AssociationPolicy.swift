import Foundation

/// How `objc_setAssociatedObject` holds a value, with the Objective-C
/// runtime's names and raw values (`<objc/runtime.h>`:
/// `OBJC_ASSOCIATION_RETAIN = 01401`, `OBJC_ASSOCIATION_COPY = 01403`, octal).
///
/// The atomic and nonatomic variants differ only in whether the runtime
/// takes a lock around the value's retain on reading; Trellis's table takes
/// one for every access, so both behave the same here.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds the value without retaining it. The runtime keeps a bare
    /// pointer (reading it after the value is gone is undefined); Trellis
    /// keeps a weak reference, so it reads nil instead.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retains the value.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Keeps a copy of the value (`NSCopying`).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retains the value; reads are atomic.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Keeps a copy of the value (`NSCopying`); reads are atomic.
    case OBJC_ASSOCIATION_COPY = 0o1403
}
