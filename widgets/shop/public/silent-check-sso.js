// Hands the provider's answer (in this page's URL) back to the shop page that opened the iframe.
parent.postMessage(location.href, location.origin);
