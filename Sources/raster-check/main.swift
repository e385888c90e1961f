import Raster
import RasterChecks

