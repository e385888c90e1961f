// SwiftPM builds a C target from at least one source file; the hints themselves are
// inline functions in the header.
#include "kiosk_raster_hints.h"
