// A UUID in its text form, any letter case: an activity entry names its quiz by one, and a model id
// that is not one (an old or hand-made event) must not reach a uuid column's query, which would fail.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text);
