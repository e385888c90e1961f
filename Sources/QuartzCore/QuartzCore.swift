import CoreGraphics
import Raster

