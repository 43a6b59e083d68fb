/**
 * The self-hosted product tour video: its files, size and each product's chapter, as
 * scripts/video/make-tour.mjs (`npm run video`) wrote them into productTour.json next to this file.
 */
import manifest from './productTour.json';
import type { ProductTourVideo } from '../lib/videoTour';

const { $comment: _generatedBy, ...video } = manifest;

export const productTour: ProductTourVideo = video;
