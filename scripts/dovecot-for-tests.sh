#!/usr/bin/env bash
# Starts a throw-away IMAP server (Debian's dovecot-imapd) for the mailbox tests, in a folder of its own, and prints
# its address as imap://127.0.0.1:PORT. Mailboxes are made on first log-in; every user's password is "secret".
# Usage: scripts/dovecot-for-tests.sh [start|stop]   (DOVECOT_PORT defaults to 14329; run as root, or as any user
# when dovecot may run as that user)
set -euo pipefail
port="${DOVECOT_PORT:-14329}"
dir="${DOVECOT_DIR:-/tmp/tandem-dovecot-$port}"
dovecot_bin=/usr/sbin/dovecot
[ -x "$dovecot_bin" ] || { echo "dovecot not found: apt-get install -y dovecot-imapd" >&2; exit 1; }

case "${1:-start}" in
  start)
    mkdir -p "$dir/mail" "$dir/run" "$dir/state"
    if [ "$(id -u)" = 0 ]; then
      # Dovecot's login processes refuse root: they run as its own users, which must reach the folder.
      chmod 755 "$dir"
      chown dovecot:dovecot "$dir/mail"
      users="default_login_user = dovenull
default_internal_user = dovecot
userdb {
  driver = static
  args = uid=dovecot gid=dovecot
}"
    else
      users="default_login_user = $(id -un)
default_internal_user = $(id -un)
userdb {
  driver = static
  args = uid=$(id -u) gid=$(id -g)
}"
    fi
    cat >"$dir/dovecot.conf" <<CONF
base_dir = $dir/run
state_dir = $dir/state
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = $dir/dovecot.log
mail_location = maildir:$dir/mail/%u
first_valid_uid = 1
service imap-login {
  inet_listener imap {
    port = $port
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
passdb {
  driver = static
  args = password=secret
}
$users
CONF
    if [ -f "$dir/run/master.pid" ] && kill -0 "$(cat "$dir/run/master.pid")" 2>/dev/null; then
      echo "imap://127.0.0.1:$port"
      exit 0
    fi
    "$dovecot_bin" -c "$dir/dovecot.conf" </dev/null >/dev/null 2>&1
    for _ in $(seq 1 50); do
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        echo "imap://127.0.0.1:$port"
        exit 0
      fi
      sleep 0.1
    done
    echo "dovecot did not listen on port $port; see $dir/dovecot.log" >&2
    exit 1
    ;;
  stop)
    [ -f "$dir/dovecot.conf" ] && "$dovecot_bin" -c "$dir/dovecot.conf" stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
