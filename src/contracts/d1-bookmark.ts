/**
 * D1 read replication (Sessions API): the header a catalogue read carries from the edge to the
 * backend, and the backend's answers carry back, naming how fresh the database copy must be: a
 * bookmark (at least as new as the write it was taken after), or one of D1's two starts.
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark';

/** Any copy will do (the nearest replica): a read after no write of its own to wait for. */
export const ANY_COPY = 'first-unconstrained';

/** The primary itself: the freshest data, wherever it is. */
export const PRIMARY = 'first-primary';
