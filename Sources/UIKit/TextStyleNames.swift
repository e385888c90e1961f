import CoreGraphics

/// How a label's lines sit between its edges: CoreGraphics' `TextAlignment`, which
/// has iOS's cases and raw values, under UIKit's name.
public typealias NSTextAlignment = TextAlignment

/// How a label breaks lines and shortens text that does not fit: CoreGraphics'
/// `TextLineBreakMode`, which has iOS's cases and raw values, under UIKit's name.
public typealias NSLineBreakMode = TextLineBreakMode

/// A paragraph's base writing direction: CoreGraphics' `TextWritingDirection`, which
/// has iOS's cases and raw values, under UIKit's name.
public typealias NSWritingDirection = TextWritingDirection
