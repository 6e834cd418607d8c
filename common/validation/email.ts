// E-mail rule of the specification: at most 254 characters, local part at most 64, domain at
// most 254 with a top-level domain, no display names ("Ann <ann@x.com>").
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const label = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const topLevel = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;

export function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split(".");
  if (labels.length < 2) return false;
  return labels.every((part) => label.test(part)) && topLevel.test(labels[labels.length - 1]);
}

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && domain.length <= 254 && localPart.test(local) && isHostName(domain);
}
