#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "kiosk_jpeg.h"

/// libjpeg's error manager with a way back: error_exit (and any warning) formats the
/// message and jumps to the call's setjmp instead of exiting the process.
struct kiosk_error {
    struct jpeg_error_mgr base;
    jmp_buf back;
    char *message;
};

static void kiosk_error_exit(j_common_ptr info) {
    struct kiosk_error *error = (struct kiosk_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->back, 1);
}

/// Level -1 is a warning (corrupt data, a truncated file): refused like an error.
/// Other levels are trace messages, ignored.
static void kiosk_emit_message(j_common_ptr info, int level) {
    if (level < 0) kiosk_error_exit(info);
}

/// Fails a progressive file with more than its allowed scans: each scan is another pass
/// over the whole image, so a small file with thousands of scans costs minutes.
struct kiosk_progress {
    struct jpeg_progress_mgr base;
    int max_scans;
};

static void kiosk_progress_monitor(j_common_ptr info) {
    if (!info->is_decompressor) return;
    j_decompress_ptr decoder = (j_decompress_ptr)info;
    struct kiosk_progress *progress = (struct kiosk_progress *)info->progress;
    if (decoder->input_scan_number > progress->max_scans) {
        struct kiosk_error *error = (struct kiosk_error *)info->err;
        snprintf(error->message, KIOSK_JPEG_MESSAGE_LENGTH, "more than %d progressive scans", progress->max_scans);
        longjmp(error->back, 1);
    }
}

static void kiosk_install_errors(struct kiosk_error *error, char *message) {
    jpeg_std_error(&error->base);
    error->base.error_exit = kiosk_error_exit;
    error->base.emit_message = kiosk_emit_message;
    error->message = message;
    message[0] = 0;
}

int kiosk_jpeg_read_header(const unsigned char *data, size_t size, kiosk_jpeg_header *header,
                           char message[KIOSK_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct decoder;
    struct kiosk_error error;
    kiosk_install_errors(&error, message);
    decoder.err = &error.base;
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&decoder);
        return -1;
    }
    jpeg_create_decompress(&decoder);
    jpeg_mem_src(&decoder, data, (unsigned long)size);
    jpeg_read_header(&decoder, TRUE);
    header->width = (int)decoder.image_width;
    header->height = (int)decoder.image_height;
    header->components = decoder.num_components;
    header->progressive = decoder.progressive_mode ? 1 : 0;
    jpeg_destroy_decompress(&decoder);
    return 0;
}

/// Adobe's CMYK (stored inverted) to opaque BGRA, in place from the row's end (4 bytes in, 4 out).
static void kiosk_cmyk_row_to_bgra(unsigned char *row, int width) {
    for (int x = 0; x < width; x++) {
        unsigned char *p = row + 4 * x;
        unsigned int c = p[0], m = p[1], y = p[2], k = p[3];
        p[0] = (unsigned char)((y * k + 127) / 255);
        p[1] = (unsigned char)((m * k + 127) / 255);
        p[2] = (unsigned char)((c * k + 127) / 255);
        p[3] = 255;
    }
}

int kiosk_jpeg_decode(const unsigned char *data, size_t size, int numerator, unsigned char *pixels, size_t stride,
                      int width, int height, long max_memory, int max_scans,
                      char message[KIOSK_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct decoder;
    struct kiosk_error error;
    struct kiosk_progress progress;
    kiosk_install_errors(&error, message);
    decoder.err = &error.base;
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&decoder);
        return -1;
    }
    jpeg_create_decompress(&decoder);
    decoder.mem->max_memory_to_use = max_memory;
    progress.base.progress_monitor = kiosk_progress_monitor;
    progress.max_scans = max_scans;
    decoder.progress = &progress.base;
    jpeg_mem_src(&decoder, data, (unsigned long)size);
    jpeg_read_header(&decoder, TRUE);
    int cmyk = decoder.jpeg_color_space == JCS_CMYK || decoder.jpeg_color_space == JCS_YCCK;
    decoder.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    decoder.scale_num = (unsigned int)numerator;
    decoder.scale_denom = 8;
    jpeg_calc_output_dimensions(&decoder);
    if ((int)decoder.output_width != width || (int)decoder.output_height != height) {
        snprintf(message, KIOSK_JPEG_MESSAGE_LENGTH, "scaled to %ux%u, not the %dx%d expected",
                 decoder.output_width, decoder.output_height, width, height);
        jpeg_destroy_decompress(&decoder);
        return -1;
    }
    jpeg_start_decompress(&decoder);
    while (decoder.output_scanline < decoder.output_height) {
        unsigned char *row = pixels + (size_t)decoder.output_scanline * stride;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&decoder, rows, 1) != 1) {
            snprintf(message, KIOSK_JPEG_MESSAGE_LENGTH, "no scanline %u", decoder.output_scanline);
            jpeg_destroy_decompress(&decoder);
            return -1;
        }
        if (cmyk) kiosk_cmyk_row_to_bgra(row, width);
    }
    jpeg_finish_decompress(&decoder);
    jpeg_destroy_decompress(&decoder);
    return 0;
}

int kiosk_jpeg_encode(const unsigned char *pixels, int width, int height, size_t stride, int quality,
                      unsigned char **output, unsigned long *output_size, char message[KIOSK_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_compress_struct encoder;
    struct kiosk_error error;
    kiosk_install_errors(&error, message);
    encoder.err = &error.base;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_size = 0;
    if (setjmp(error.back)) {
        jpeg_destroy_compress(&encoder);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&encoder);
    jpeg_mem_dest(&encoder, (unsigned char **)&buffer, &buffer_size);
    encoder.image_width = (JDIMENSION)width;
    encoder.image_height = (JDIMENSION)height;
    encoder.input_components = 4;
    encoder.in_color_space = JCS_EXT_BGRA;
    jpeg_set_defaults(&encoder);
    jpeg_set_quality(&encoder, quality, TRUE);
    jpeg_start_compress(&encoder, TRUE);
    while (encoder.next_scanline < encoder.image_height) {
        JSAMPROW rows[1] = { (JSAMPROW)(pixels + (size_t)encoder.next_scanline * stride) };
        jpeg_write_scanlines(&encoder, rows, 1);
    }
    jpeg_finish_compress(&encoder);
    jpeg_destroy_compress(&encoder);
    *output = buffer;
    *output_size = buffer_size;
    return 0;
}

void kiosk_jpeg_free(unsigned char *buffer) { free(buffer); }
