#!/usr/bin/env bash
# Generates the two demo video testimonials that content/testimonials.json
# names (video_url), with English captions beside each video:
#
#   content/media/testimonials/<name>.mp4   640×360, H.264 + AAC, 8–15 s, ≤ 400 KB
#   content/media/testimonials/<name>.vtt   WebVTT captions of the spoken quote, placed
#                                           between the card's quote and the name
#
# Each video is an animated title card (the client's name, company and a line
# of their quote) over a slowly moving brand gradient, with a synthetic voice
# (espeak-ng) reading the quote. Re-running rewrites both files.
#
# Needs: ffmpeg (with libx264, libfreetype), ffprobe, espeak-ng, DejaVu fonts.
#   Debian: apt-get install -y ffmpeg espeak-ng fonts-dejavu-core
#
#   tools/demo-content/generate-videos.sh [OUT_DIR]   (default content/media/testimonials)
#   npm --prefix tools/demo-content run videos
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT_DIR="${1:-$ROOT/content/media/testimonials}"
FONT_DIR=/usr/share/fonts/truetype/dejavu
FONT="$FONT_DIR/DejaVuSans.ttf"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_ITALIC="$FONT_DIR/DejaVuSerif-Italic.ttf"
MAX_BYTES=$((400 * 1024))

for tool in ffmpeg ffprobe espeak-ng; do
	command -v "$tool" >/dev/null || { echo "generate-videos: $tool is not installed (apt-get install -y ffmpeg espeak-ng)" >&2; exit 1; }
done
for font in "$FONT" "$FONT_BOLD" "$FONT_ITALIC"; do
	[[ -f "$font" ]] || { echo "generate-videos: font $font is missing (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done

mkdir -p "$OUT_DIR"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Seconds (decimal) of a media file.
duration() { ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$1"; }

# WebVTT timestamp of a number of seconds.
vtt_time() { awk -v s="$1" 'BEGIN { printf "%02d:%02d:%06.3f", int(s / 3600), int(s / 60) % 60, s - int(s / 60) * 60 }'; }

# make_video NAME VOICE CLIENT COMPANY SENTENCE...
# The first sentence is the line shown on the card; all sentences are spoken.
make_video() {
	local name="$1" voice="$2" client="$3" company="$4"
	shift 4
	local sentences=("$@")
	local dir="$WORK/$name"
	mkdir -p "$dir"

	# 1. Speech: one WAV per sentence, so the captions can follow the voice.
	local lead=1.2 gap=0.35 list="$dir/concat.txt" cues="$dir/cues.vtt"
	local start="$lead"
	: >"$list"
	printf 'WEBVTT\n\n' >"$cues"
	ffmpeg -v error -y -f lavfi -i "anullsrc=r=22050:cl=mono" -t "$lead" "$dir/lead.wav"
	ffmpeg -v error -y -f lavfi -i "anullsrc=r=22050:cl=mono" -t "$gap" "$dir/gap.wav"
	echo "file 'lead.wav'" >>"$list"
	local i=0 sentence length end
	for sentence in "${sentences[@]}"; do
		i=$((i + 1))
		espeak-ng -v "$voice" -s 150 -p 45 -w "$dir/raw-$i.wav" "$sentence"
		ffmpeg -v error -y -i "$dir/raw-$i.wav" -ar 22050 -ac 1 "$dir/s$i.wav"
		length="$(duration "$dir/s$i.wav")"
		end="$(awk -v a="$start" -v b="$length" 'BEGIN { print a + b }')"
		# line 8 (of the roughly 19 a frame holds) puts the cue in the gap between the quote and
		# the name, so the captions cover neither
		printf '%s\n%s --> %s line:8 align:center\n%s\n\n' "$i" "$(vtt_time "$start")" "$(vtt_time "$end")" "$sentence" >>"$cues"
		printf "file 's%s.wav'\nfile 'gap.wav'\n" "$i" >>"$list"
		start="$(awk -v a="$end" -v b="$gap" 'BEGIN { print a + b }')"
	done
	ffmpeg -v error -y -f concat -safe 0 -i "$list" -c copy "$dir/voice.wav"

	# 2. Length: the speech plus a short tail, kept between 8 and 15 seconds.
	local total
	total="$(awk -v s="$(duration "$dir/voice.wav")" 'BEGIN { t = s + 1.2; if (t < 8) t = 8; if (t > 15) t = 15; printf "%.2f", t }')"
	local fade_out
	fade_out="$(awk -v t="$total" 'BEGIN { printf "%.2f", t - 0.8 }')"

	# 3. Card texts (files, so no text needs filter escaping).
	printf '%s' "LANTERNFISH DIGITAL  ·  CLIENT STORY" >"$dir/eyebrow.txt"
	printf '“%s”' "${sentences[0]}" | fold -s -w 44 | sed 's/ *$//' >"$dir/quote.txt"
	printf '%s' "$client" >"$dir/client.txt"
	printf '%s' "$company" >"$dir/company.txt"

	# 4. Picture: drifting brand gradient, an accent bar that grows, texts that fade and rise in.
	local ease_quote='(1-min(1,max(0,(t-0.6)/0.9)))'
	local ease_name='(1-min(1,max(0,(t-1.8)/0.9)))'
	local filter
	filter="[0:v]format=yuv420p,"
	filter+="drawbox=x=40:y=58:w='min(96,max(0,(t-0.2)*160))':h=4:color=0xf2a516:t=fill,"
	filter+="drawtext=fontfile=$FONT_BOLD:textfile=$dir/eyebrow.txt:expansion=none:fontsize=15:fontcolor=0xf2a516:x=40:y=30:alpha='min(1,t/0.6)',"
	filter+="drawtext=fontfile=$FONT_ITALIC:textfile=$dir/quote.txt:expansion=none:fontsize=23:line_spacing=9:fontcolor=white:x=40:y='92+24*$ease_quote':alpha='1-$ease_quote',"
	filter+="drawtext=fontfile=$FONT_BOLD:textfile=$dir/client.txt:expansion=none:fontsize=26:fontcolor=white:x=40:y='262+18*$ease_name':alpha='1-$ease_name',"
	filter+="drawtext=fontfile=$FONT:textfile=$dir/company.txt:expansion=none:fontsize=17:fontcolor=0xdbe7f3:x=40:y='300+18*$ease_name':alpha='1-$ease_name',"
	filter+="fade=t=in:st=0:d=0.4,fade=t=out:st=$fade_out:d=0.8[v];"
	filter+="[1:a]apad,atrim=0:$total,afade=t=out:st=$fade_out:d=0.8[a]"

	ffmpeg -v error -y \
		-f lavfi -i "gradients=s=640x360:c0=0x0b2540:c1=0x0b5cad:c2=0x123a63:nb_colors=3:speed=0.015:rate=25:duration=$total:seed=7" \
		-i "$dir/voice.wav" \
		-filter_complex "$filter" -map '[v]' -map '[a]' \
		-c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -r 25 -g 50 \
		-c:a aac -b:a 48k -ac 1 -ar 22050 \
		-t "$total" -movflags +faststart \
		"$OUT_DIR/$name.mp4"
	cp "$cues" "$OUT_DIR/$name.vtt"

	local bytes
	bytes="$(stat -c %s "$OUT_DIR/$name.mp4")"
	if ((bytes > MAX_BYTES)); then
		echo "generate-videos: $name.mp4 is $bytes bytes, over the $MAX_BYTES byte budget" >&2
		exit 1
	fi
	echo "$OUT_DIR/$name.mp4 (${total} s, $bytes bytes) + $name.vtt"
}

make_video harbor-outfitters en-us+m3 \
	"Daniel Hargrove" "Founder, Harbor Outfitters, Charleston, SC" \
	"Our new Shopify store paid for itself in the first season." \
	"The SEO plan now brings us customers from states we had never reached before."

make_video kavya-textiles en-gb+f3 \
	"Anjali Shah" "Director, Kavya Textiles, Surat" \
	"Our dealers now place orders online at any hour of the day." \
	"The dedicated Lanternfish team feels like part of our own company."
