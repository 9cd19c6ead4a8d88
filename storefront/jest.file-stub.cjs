// Imported images are URLs in the build; in unit tests any stable URL will do.
module.exports = '/assets/stub.svg';
