// As on iOS, `import QuartzCore` brings Core Graphics (and through it Foundation):
// code that animates layers names CGFloat, CGRect and CGColor without importing them.
@_exported import CoreGraphics
