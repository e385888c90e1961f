import QuartzCore
import CoreGraphics

