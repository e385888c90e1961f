#ifndef KIOSK_JPEG_H
#define KIOSK_JPEG_H

#include <stddef.h>

/// libjpeg-turbo behind calls that return instead of exiting: libjpeg reports errors
/// through a callback that must not return, which Swift cannot write (it needs
/// longjmp), so the decoder's error manager lives here. Warnings (corrupt data, a
/// premature end of file) fail the call too: a damaged photo is refused, not shown grey.

/// Room for libjpeg's longest message (JMSG_LENGTH_MAX) and its terminator.
#define KIOSK_JPEG_MESSAGE_LENGTH 200

/// What a JPEG's header declares.
typedef struct {
    int width;
    int height;
    /// Colour components in the file: 1 (grey), 3 (YCbCr or RGB), 4 (CMYK or YCCK).
    int components;
    /// Whether the file is progressive (its decoding buffers the whole image's coefficients).
    int progressive;
} kiosk_jpeg_header;

/// Reads the header of the `size` bytes at `data`. Returns 0, or -1 with `message` set.
int kiosk_jpeg_read_header(const unsigned char *data, size_t size, kiosk_jpeg_header *header,
                           char message[KIOSK_JPEG_MESSAGE_LENGTH]);

/// Decodes the `size` bytes at `data` scaled by `numerator`/8 (1…16: libjpeg-turbo's DCT
/// scaling) into opaque BGRA pixels, `stride` bytes a row, for an image of exactly
/// `width` × `height` (the scaled size). libjpeg's own working memory is bounded by
/// `max_memory` bytes, and a progressive file by `max_scans` scans. Returns 0, or -1
/// with `message` set (the pixels are then partly written).
int kiosk_jpeg_decode(const unsigned char *data, size_t size, int numerator, unsigned char *pixels, size_t stride,
                      int width, int height, long max_memory, int max_scans,
                      char message[KIOSK_JPEG_MESSAGE_LENGTH]);

/// Encodes `width` × `height` BGRA pixels (`stride` bytes a row; alpha ignored) as a
/// baseline JPEG of `quality` (1…100) with 4:2:0 chroma. On success returns 0 and sets
/// `*output` (free it with kiosk_jpeg_free) and `*output_size`; else -1 with `message`.
int kiosk_jpeg_encode(const unsigned char *pixels, int width, int height, size_t stride, int quality,
                      unsigned char **output, unsigned long *output_size, char message[KIOSK_JPEG_MESSAGE_LENGTH]);

/// Frees what kiosk_jpeg_encode returned.
void kiosk_jpeg_free(unsigned char *buffer);

#endif
