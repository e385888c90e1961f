import Raster
import CPNG
import CFreeType

