#!/usr/bin/env bash
# Every relative link in README.md, CONTRIBUTING.md and docs/**/*.md leads to
# a file of the repository, and a link to a heading (FILE#anchor or #anchor)
# to a heading of that file, as GitHub names its anchors. Links to other
# sites are not followed. Code (indented or fenced, and `inline`) is skipped.
#   tests/check_links.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8

# The anchors of a Markdown file's headings: lower case, punctuation dropped,
# spaces as hyphens; a repeated heading gets -1, -2, ...
anchors() {
    awk '/^```/ { code = !code; next } !code && /^#+ / { sub(/^#+ +/, ""); print }' "$1" |
        sed -E 's/`//g; s/\[([^]]*)\]\([^)]*\)/\1/g' |
        sed -E 's/(.*)/\L\1/; s/[^[:alnum:] _-]//g; s/ /-/g' |
        awk '{ n = seen[$0]++; print (n ? $0 "-" n : $0) }'
}

# The link targets of a file, one a line: [text](target), ![alt](target),
# <img src="target">, <a href="target">.
links() {
    awk '/^```/ { code = !code; next } !code && !/^    / { print }' "$1" |
        sed -E 's/`[^`]*`//g' |
        grep -oE '\]\([^) ]+( "[^"]*")?\)|(src|href)="[^"]+"' |
        sed -E 's/^\]\(//; s/( "[^"]*")?\)$//; s/^(src|href)="//; s/"$//' || true
}

files=(README.md CONTRIBUTING.md)
while IFS= read -r f; do files+=("$f"); done < <(find docs -name '*.md' | sort)

bad=0
checked=0
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "check_links: $f is missing" >&2; bad=1; continue; }
    dir=$(dirname "$f")
    while IFS= read -r link; do
        [ -n "$link" ] || continue
        case "$link" in
            http://* | https://* | mailto:*) continue ;;
        esac
        checked=$((checked + 1))
        path=${link%%#*}
        anchor=
        [[ $link == *"#"* ]] && anchor=${link#*#}
        target=$f
        if [ -n "$path" ]; then
            target=$dir/$path
            if [ ! -e "$target" ]; then
                echo "check_links: $f: $link: no file $target" >&2
                bad=1
                continue
            fi
        fi
        if [ -n "$anchor" ]; then
            if [[ $target != *.md ]] || ! anchors "$target" | grep -qxF -- "$anchor"; then
                echo "check_links: $f: $link: no heading #$anchor in $target" >&2
                bad=1
            fi
        fi
    done < <(links "$f")
done
[ "$bad" -eq 0 ] || exit 1
echo "check_links: $checked relative links in ${#files[@]} files lead somewhere"
